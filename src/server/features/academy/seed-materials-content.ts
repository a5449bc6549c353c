/**
 * The text of the seeded course materials (Portuguese, like the courses): two PDFs per mini course,
 * a handbook and a practice workbook. Keyed by the seeded course's slug.
 */

export interface MaterialSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

export interface SeedMaterial {
  title: string;
  subtitle: string;
  sections: MaterialSection[];
}

export const seedMaterials: Record<string, [SeedMaterial, SeedMaterial]> = {
  'mini-curso-de-cabelo-escova-e-penteados': [
    {
      title: 'Apostila: escova e penteados',
      subtitle: 'Preparação dos fios, escova modeladora e penteados para eventos',
      sections: [
        {
          heading: '1. Antes de começar',
          paragraphs: [
            'Uma boa escova começa no lavatório. Lave com o shampoo adequado ao couro cabeludo e aplique o condicionador apenas no comprimento e nas pontas. Retire o excesso de água com a toalha, sem esfregar.',
          ],
          bullets: [
            'Cabelos finos: leave-in leve e spray de volume na raiz.',
            'Cabelos grossos ou volumosos: creme de pentear ou sérum disciplinante.',
            'Sempre: protetor térmico em todo o comprimento antes do secador.',
          ],
        },
        {
          heading: '2. Divisão e pré-secagem',
          paragraphs: [
            'Seque 70% da umidade com os dedos, direcionando o jato de ar de cima para baixo para fechar as cutículas. Divida o cabelo em quatro quadrantes (nuca, laterais e topo) e prenda cada um com piranhas.',
          ],
        },
        {
          heading: '3. A escova modeladora',
          bullets: [
            'Trabalhe mechas da largura da escova, começando pela nuca.',
            'Mantenha o bico do secador paralelo à escova, a cerca de 5 cm dos fios.',
            'Para volume, eleve a mecha a 90 graus na raiz; para um efeito liso, mantenha-a a 45 graus.',
            'Finalize cada mecha com um jato de ar frio para fixar o formato.',
          ],
        },
        {
          heading: '4. Penteados presos e semipresos',
          paragraphs: [
            'Para o rabo baixo polido, escove o cabelo para trás, prenda com elástico de silicone e envolva uma mecha fina em volta do elástico. No semipreso romântico, separe o topo em triângulo, faça um leve volume na raiz e prenda com grampos cruzados.',
            'Coque despojado: torça o rabo de cavalo, enrole em volta da base e fixe com grampos em forma de U, puxando levemente algumas mechas para dar movimento.',
          ],
        },
        {
          heading: '5. Finalização e durabilidade',
          bullets: [
            'Spray de fixação a 30 cm de distância, em camadas leves.',
            'Óleo finalizador só nas pontas, para brilho sem pesar.',
            'Para eventos longos, use grampos da cor do cabelo e fixe as bases em X.',
          ],
        },
      ],
    },
    {
      title: 'Fichas de prática: escova e penteados',
      subtitle: 'Roteiros de treino e checklist de atendimento',
      sections: [
        {
          heading: 'Checklist antes de cada atendimento',
          bullets: [
            'Conversar sobre o resultado desejado e o evento.',
            'Avaliar tipo de fio, volume, comprimento e química.',
            'Separar escovas (redonda média e grande), piranhas, grampos e elásticos.',
            'Conferir protetor térmico, finalizadores e spray de fixação.',
          ],
        },
        {
          heading: 'Treino 1: escova lisa com movimento nas pontas',
          paragraphs: [
            'Tempo sugerido: 40 minutos. Objetivo: fios alinhados, sem frizz, com as pontas viradas para dentro. Anote quantas mechas usou por quadrante e o tempo de cada etapa.',
          ],
        },
        {
          heading: 'Treino 2: semipreso romântico',
          paragraphs: [
            'Tempo sugerido: 25 minutos. Objetivo: volume no topo, base firme e laterais soltas com ondas suaves. Fotografe de frente, perfil e costas para comparar com a referência.',
          ],
        },
        {
          heading: 'Autoavaliação',
          bullets: [
            'O volume na raiz se manteve depois de 30 minutos?',
            'Algum grampo ficou aparente?',
            'As pontas ficaram hidratadas e sem aspecto ressecado?',
            'O penteado combinou com o formato do rosto da cliente?',
          ],
        },
      ],
    },
  ],
  'mini-curso-de-skincare-profissional': [
    {
      title: 'Apostila: skincare profissional',
      subtitle: 'Tipos de pele, análise facial, ativos e rotinas',
      sections: [
        {
          heading: '1. Os tipos de pele',
          bullets: [
            'Normal: textura uniforme, poros pouco visíveis, equilíbrio de oleosidade.',
            'Seca: sensação de repuxamento, descamação e linhas finas mais evidentes.',
            'Oleosa: brilho na zona T e nas bochechas, poros dilatados, tendência a acne.',
            'Mista: zona T oleosa e bochechas normais ou secas.',
            'Sensível: vermelhidão, ardor ou coceira com facilidade; pode acompanhar qualquer tipo.',
          ],
        },
        {
          heading: '2. Análise facial passo a passo',
          paragraphs: [
            'Com a pele limpa e sem maquiagem, observe em luz natural. Avalie oleosidade, hidratação, textura, manchas, poros e sensibilidade. Pergunte sobre rotina atual, medicamentos, alergias e exposição ao sol. Registre tudo na ficha de anamnese.',
          ],
        },
        {
          heading: '3. Os principais ativos',
          bullets: [
            'Ácido hialurônico: atrai e retém água; indicado para todos os tipos de pele.',
            'Vitamina C: antioxidante e uniformizadora; use de manhã, antes do protetor solar.',
            'Retinol: renovação celular e linhas finas; use à noite, começando duas vezes por semana.',
            'Niacinamida: controla a oleosidade, fortalece a barreira e clareia manchas.',
            'Ácido salicílico: desobstrui poros; indicado para peles oleosas e acneicas.',
          ],
        },
        {
          heading: '4. Combinações seguras',
          paragraphs: [
            'Evite usar retinol e ácidos esfoliantes na mesma noite. Vitamina C e niacinamida podem ser usadas juntas nas formulações atuais. Ao introduzir um ativo novo, faça o teste de contato por 48 horas e acrescente um produto de cada vez.',
          ],
        },
        {
          heading: '5. Rotinas de manhã e de noite',
          bullets: [
            'Manhã: limpeza suave, sérum antioxidante, hidratante e protetor solar FPS 30 ou mais.',
            'Noite: dupla limpeza quando houver maquiagem, tratamento (retinol ou ácido) e hidratante reparador.',
            'Semanal: esfoliação suave e máscara conforme o tipo de pele.',
          ],
        },
      ],
    },
    {
      title: 'Fichas de prática: skincare',
      subtitle: 'Ficha de anamnese e planejamento de rotina',
      sections: [
        {
          heading: 'Ficha de anamnese',
          bullets: [
            'Nome, idade e contato.',
            'Queixa principal e objetivo.',
            'Uso de medicamentos (isotretinoína, anticoagulantes, hormônios).',
            'Alergias e reações anteriores a cosméticos.',
            'Rotina atual de manhã e de noite.',
            'Exposição ao sol e uso de protetor solar.',
          ],
        },
        {
          heading: 'Planejando uma rotina em 4 semanas',
          paragraphs: [
            'Semana 1: limpeza, hidratação e protetor solar. Semana 2: acrescente o sérum antioxidante. Semana 3: introduza o tratamento noturno duas vezes por semana. Semana 4: avalie a tolerância e ajuste a frequência.',
          ],
        },
        {
          heading: 'Sinais de alerta',
          bullets: [
            'Ardor persistente, descamação intensa ou vermelhidão que não passa.',
            'Surgimento de acne em regiões antes sem lesões.',
            'Manchas que escurecem mesmo com protetor solar.',
            'Nesses casos, suspenda o ativo e oriente a cliente a procurar um dermatologista.',
          ],
        },
      ],
    },
  ],
  'mini-curso-de-design-de-unhas': [
    {
      title: 'Apostila: design de unhas',
      subtitle: 'Preparação, esmaltação em gel e nail art',
      sections: [
        {
          heading: '1. Biossegurança em primeiro lugar',
          bullets: [
            'Higienize as mãos e as da cliente com álcool 70%.',
            'Use alicates e espátulas esterilizados em autoclave, abertos na frente da cliente.',
            'Lixas e palitos são descartáveis: um jogo por cliente.',
            'Não atenda unhas com micose, inflamação ou ferimentos.',
          ],
        },
        {
          heading: '2. Preparação da unha e da cutícula',
          paragraphs: [
            'Empurre a cutícula com a espátula, remova apenas a pele solta e lixe o formato desejado em um único sentido. Retire o brilho da lâmina com lixa fina, limpe o pó e aplique desidratador e primer.',
          ],
        },
        {
          heading: '3. Esmaltação em gel',
          bullets: [
            'Base fina, sem encostar na cutícula; cure na cabine conforme o fabricante.',
            'Duas camadas finas de cor, selando a borda livre em cada uma.',
            'Top coat para brilho e durabilidade; remova a camada de dispersão se houver.',
          ],
        },
        {
          heading: '4. Técnicas de nail art',
          paragraphs: [
            'Francesinha: use pincel liner e faça o sorriso em três toques, do canto para o centro. Degradê: aplique as cores lado a lado em uma esponja e transfira com batidinhas. Pedrarias: fixe com gel de alta viscosidade e cure antes do top coat.',
          ],
        },
        {
          heading: '5. Manutenção',
          paragraphs: [
            'Oriente a manutenção a cada 20 dias e o uso diário de óleo de cutícula. Nunca arranque o gel: a remoção correta preserva a lâmina natural.',
          ],
        },
      ],
    },
    {
      title: 'Fichas de prática: design de unhas',
      subtitle: 'Roteiros de treino e controle de qualidade',
      sections: [
        {
          heading: 'Checklist da bancada',
          bullets: [
            'Material esterilizado e kit descartável separado.',
            'Cabine de secagem funcionando e limpa.',
            'Base, cores, top coat e pincéis organizados.',
            'Toalhas limpas e lixeira com tampa.',
          ],
        },
        {
          heading: 'Treino 1: esmaltação em gel perfeita',
          paragraphs: [
            'Objetivo: camadas finas, sem bolhas, sem escorrer na cutícula. Pratique em tips antes de atender. Cronometre: a meta é 45 minutos para mãos completas.',
          ],
        },
        {
          heading: 'Treino 2: francesinha e degradê',
          paragraphs: [
            'Faça dez francesinhas seguidas, buscando sorrisos simétricos. Em seguida, três degradês com combinações de cores diferentes e anote qual esponja deu o melhor acabamento.',
          ],
        },
        {
          heading: 'Controle de qualidade',
          bullets: [
            'A cutícula ficou limpa e sem esmalte?',
            'As laterais estão retas e simétricas?',
            'O brilho está uniforme em todas as unhas?',
          ],
        },
      ],
    },
  ],
  'mini-curso-de-maquiagem-social': [
    {
      title: 'Apostila: maquiagem social',
      subtitle: 'Preparação da pele, correção, olhos e contorno',
      sections: [
        {
          heading: '1. Preparação da pele',
          paragraphs: [
            'Limpe, tonifique e hidrate de acordo com o tipo de pele. Aplique primer: matificante na zona T das peles oleosas, iluminador nas peles secas. Espere o hidratante absorver antes da base.',
          ],
        },
        {
          heading: '2. Correção e uniformização',
          bullets: [
            'Olheiras arroxeadas: corretivo pêssego ou salmão antes do corretivo da cor da pele.',
            'Vermelhidões: corretivo verde em pouca quantidade, só onde precisa.',
            'Base em camadas finas, do centro do rosto para fora, com esponja úmida ou pincel.',
            'Sele com pó translúcido apenas onde há oleosidade.',
          ],
        },
        {
          heading: '3. Olhos: o esfumado clássico',
          paragraphs: [
            'Aplique um tom de transição no côncavo com movimentos de vai e vem. Escureça o canto externo em formato de V e esfume a borda até não haver marcação. Ilumine o canto interno e finalize com máscara de cílios.',
          ],
        },
        {
          heading: '4. Contorno e iluminação',
          bullets: [
            'Contorno abaixo das maçãs do rosto, nas laterais da testa e do nariz.',
            'Iluminador no topo das maçãs, no arco do cupido e no centro do nariz.',
            'Blush sorrindo, do centro das maçãs em direção às têmporas.',
          ],
        },
        {
          heading: '5. Adaptando ao formato do rosto',
          paragraphs: [
            'Rosto redondo: contorno mais marcado nas laterais. Rosto alongado: blush na horizontal para encurtar. Rosto quadrado: suavize os ângulos da mandíbula com contorno esfumado.',
          ],
        },
      ],
    },
    {
      title: 'Fichas de prática: maquiagem social',
      subtitle: 'Roteiros de treino e checklist do kit',
      sections: [
        {
          heading: 'Checklist do kit',
          bullets: [
            'Pincéis limpos e higienizados com álcool isopropílico.',
            'Bases e corretivos em pelo menos três subtons.',
            'Paleta de sombras neutras e uma de cores.',
            'Máscara de cílios e aplicadores descartáveis.',
          ],
        },
        {
          heading: 'Treino 1: pele natural e duradoura',
          paragraphs: [
            'Objetivo: pele uniforme, sem efeito máscara, que dure seis horas. Fotografe logo após a maquiagem e três horas depois, na mesma luz, para comparar.',
          ],
        },
        {
          heading: 'Treino 2: esfumado para a noite',
          paragraphs: [
            'Objetivo: esfumado simétrico nos dois olhos em até 20 minutos. Trabalhe primeiro o olho mais difícil e copie no outro.',
          ],
        },
        {
          heading: 'Autoavaliação',
          bullets: [
            'A base ficou igual ao tom do pescoço?',
            'O esfumado ficou sem marcações?',
            'O contorno respeitou o formato do rosto?',
          ],
        },
      ],
    },
  ],
};
