import type { StaffLocale } from './staff-roles';

/**
 * The server's refusals to the back office (ApiError messages, the admin schemas' validation
 * messages) are written in Brazilian Portuguese, as the back office was; this gives each one's
 * English (UK) words (issue 31). The server answers an English-speaking member of the team with
 * them (http/errors.ts), and the back office's forms show the schemas' own messages with them.
 * staff-messages.test.ts fails when a message of the areas it scans has no entry here.
 *
 * A message built from parts (a template with values) has one entry written as its template, a
 * `{}` where each value goes, in the same order in both languages: 'A página deve ser um número
 * entre 1 e {}.'. Its values are translated too when they are words (a status, a weekday).
 */
export const STAFF_MESSAGES_EN: Readonly<Record<string, string>> = {
  // Patch tests and prescribing (issue 33)
  'A data da consulta não pode ser no futuro.': "The consultation's date cannot be in the future.",
  'A data do teste não pode ser no futuro.': "The test's date cannot be in the future.",
  'A validade não pode ser antes da consulta.':
    'The prescription cannot expire before the consultation.',
  'As observações podem ter no máximo 2000 caracteres.':
    'The notes can have at most 2000 characters.',
  'Escolha o conselho: NMC, GMC, GDC ou GPhC.': 'Choose the register: NMC, GMC, GDC or GPhC.',
  'Escolha o prescritor.': 'Choose the prescriber.',
  'Escolha o resultado: negativo ou reação.': 'Choose the result: negative or reaction.',
  'Escreva o motivo (pelo menos 10 caracteres).': 'Write the reason (at least 10 characters).',
  'Este agendamento não é deste cliente.': "This appointment is not this client's.",
  'Este agendamento não é um teste de contato deste cliente.':
    "This appointment is not a patch test of this client's.",
  'Este profissional não está registrado como prescritor.':
    'This professional is not registered as a prescriber.',
  'Este tratamento exige um teste de contato negativo feito pelo menos {} horas antes. Agende um teste de contato gratuito primeiro, ou informe o motivo para agendar assim mesmo.':
    'This treatment needs a negative patch test at least {} hours before. Book a free patch test first, or give the reason to book it anyway.',
  'Este tratamento só pode começar depois do fim da consulta com o prescritor.':
    'This treatment can only start after the prescriber consultation ends.',
  'Este tratamento é um medicamento sob prescrição: o cliente precisa antes de uma consulta presencial com um prescritor, registrada ou agendada.':
    'This treatment is a prescription-only medicine: the client first needs a face-to-face consultation with a prescriber, recorded or booked.',
  'Informe a data da consulta.': "Enter the consultation's date.",
  'Informe a data do teste.': "Enter the test's date.",
  'Informe a dose (até 200 caracteres).': 'Enter the dose (up to 200 characters).',
  'Informe a dose.': 'Enter the dose.',
  'Informe a hora da consulta.': "Enter the consultation's time.",
  'Informe a hora do teste.': "Enter the test's time.",
  'Informe a validade da prescrição.': 'Enter the date the prescription is valid until.',
  'Informe as horas (1 a 168).': 'Enter the hours (1 to 168).',
  'Informe as áreas (até 200 caracteres).': 'Enter the areas (up to 200 characters).',
  'Informe as áreas.': 'Enter the areas.',
  'Informe o medicamento (até 200 caracteres).': 'Enter the medicine (up to 200 characters).',
  'Informe o medicamento prescrito.': 'Enter the medicine prescribed.',
  'Informe o motivo.': 'Enter the reason.',
  'Informe o número de registro.': 'Enter the registration number.',
  'Informe o produto (até 200 caracteres).': 'Enter the product (up to 200 characters).',
  'Informe os meses (1 a 24).': 'Enter the months (1 to 24).',
  'Informe se o cliente está apto.': 'Say whether the client is suitable.',
  'Não é possível concluir: o cliente não tem prescrição válida para esta data. Registre a consulta com o prescritor no prontuário (Clínico).':
    "Cannot complete: the client has no prescription valid on this date. Record the prescriber consultation in the client's record (Clinical).",
  'O número de registro pode ter no máximo 20 caracteres.':
    'The registration number can have at most 20 characters.',
  'O último teste de contato deste cliente teve reação. Para agendar assim mesmo, informe o motivo.':
    "This client's last patch test showed a reaction. To book anyway, give the reason.",
  'Registre o resultado do teste de contato no prontuário do cliente (Clínico) antes de concluir.':
    "Record the patch test's result in the client's record (Clinical) before completing.",
  'Use só letras, números, espaços e hífens no registro.':
    'Use only letters, digits, spaces and hyphens in the registration number.',

  // The server's plumbing (http/)
  'Você não tem permissão para acessar esta área': 'You do not have access to this area',
  'Não foi possível acessar o banco de dados agora. Tente novamente em instantes.':
    'We could not reach the database just now. Please try again in a moment.',
  'O sistema está muito ocupado agora. Tente novamente em instantes.':
    'The system is very busy just now. Please try again in a moment.',
  'A operação demorou demais. Tente novamente em instantes.':
    'That took too long. Please try again in a moment.',
  'Esta Idempotency-Key já foi usada noutro pedido. Envie uma chave nova em cada nova ação.':
    'This Idempotency-Key was used for another request. Send a new key with each new action.',
  'Este pedido ainda está a ser processado. Tente novamente dentro de momentos.':
    'This request is still being processed. Please try again in a moment.',
  'O cabeçalho Idempotency-Key deve ter de 1 a 255 letras, algarismos ou os caracteres . _ : + / = ~ -':
    'The Idempotency-Key header must have 1 to 255 letters, digits or the characters . _ : + / = ~ -',
  'Data inválida: use o formato AAAA-MM-DD com uma data que exista.':
    'Invalid date: use the YYYY-MM-DD format with a date that exists.',

  // Fichas: consultation and consent forms (issue 33)
  'Ficha não encontrada.': 'Form not found.',
  'Ficha assinada não encontrada.': 'Signed form not found.',
  'Já existe uma ficha com este endereço.': 'There is already a form with this address.',
  'Não é possível concluir: falta assinar {} para esta visita.':
    'Cannot complete: {} is not signed for this visit yet.',
  'Identificador inválido: use letras minúsculas, números e hífens.':
    'Invalid identifier: use lower-case letters, numbers and hyphens.',
  'Tipo de pergunta inválido.': 'Invalid question type.',
  'Escreva a pergunta.': 'Write the question.',
  'Pergunta longa demais.': 'The question is too long.',
  'Uma pergunta de escolha precisa de pelo menos duas opções.':
    'A choice question needs at least two options.',
  'Dê um título à ficha.': 'Give the form a title.',
  'Título longo demais.': 'The title is too long.',
  'Introdução longa demais.': 'The introduction is too long.',
  'A ficha precisa de pelo menos uma pergunta.': 'The form needs at least one question.',
  'Duas perguntas têm o mesmo identificador.': 'Two questions have the same identifier.',
  'Use letras minúsculas, números e hífens no endereço.':
    'Use lower-case letters, numbers and hyphens in the address.',
  'Tipo de ficha inválido.': 'Invalid form type.',
  'Ficha inválida.': 'Invalid form.',
  'Frequência inválida.': 'Invalid frequency.',
  'Ficha repetida.': 'A form is listed twice.',

  // Equipe
  'Convite não encontrado.': 'Invitation not found.',
  'Este convite já foi aceito.': 'This invitation has already been accepted.',
  'Este email já faz parte da equipe.': 'This e-mail address is already on the team.',
  'Já existe um convite pendente para este email.':
    'There is already a pending invitation for this e-mail address.',
  'Já existe um convite pendente para este email. Cancele-o para enviar outro.':
    'There is already a pending invitation for this e-mail address. Withdraw it to send another.',
  'Este profissional já está ligado a outra pessoa da equipe.':
    'This professional is already linked to another member of the team.',
  'O salão precisa de pelo menos um proprietário.': 'The salon needs at least one owner.',
  'Pessoa da equipe não encontrada.': 'Team member not found.',
  'Escolha uma função.': 'Choose a role.',
  'Escolha um idioma.': 'Choose a language.',
  'Informe um email válido.': 'Enter a valid e-mail address.',
  'Informe o email.': 'Enter the e-mail address.',
  'Informe seu email.': 'Enter your e-mail address.',
  'Informe o nome.': 'Enter the name.',
  'O nome pode ter até 100 caracteres.': 'The name can be at most 100 characters.',
  'Informe a função ou o profissional.': 'Give the role or the professional.',

  // Minha conta
  'Sessão não encontrada.': 'Session not found.',
  'Esta é a sessão deste aparelho: para encerrá-la, use Sair.':
    'This is this device’s session: to end it, use Sign out.',

  // Two-factor sign-in (auth/auth.routes.ts)
  'A autenticação em dois fatores é oferecida à equipe do salão.':
    'Two-factor authentication is offered to the salon’s team.',
  'Código incorreto. Confira o aplicativo autenticador e tente de novo.':
    'Incorrect code. Check the authenticator app and try again.',
  'Código de recuperação incorreto ou já usado.': 'Incorrect or already used recovery code.',
  'Muitos códigos incorretos. Entre com a sua senha de novo.':
    'Too many incorrect codes. Sign in with your password again.',
  'Muitos códigos incorretos. Tente de novo daqui a 15 minutos.':
    'Too many incorrect codes. Try again in 15 minutes.',
  'A verificação expirou. Entre com a sua senha de novo.':
    'The check has expired. Sign in with your password again.',
  'A autenticação em dois fatores já está ativada.': 'Two-factor authentication is already on.',
  'A autenticação em dois fatores não está ativada.': 'Two-factor authentication is not on.',
  'Senha incorreta.': 'Incorrect password.',
  'Informe a senha ou o código.': 'Enter the password or the code.',
  'Informe o email e a senha.': 'Enter the e-mail address and the password.',

  // Catálogo
  'Serviço não encontrado.': 'Service not found.',
  'Serviço desconhecido.': 'Unknown service.',
  'Serviços demais.': 'Too many services.',
  'Profissional não encontrado.': 'Professional not found.',
  'Um dos profissionais escolhidos não existe.': 'One of the chosen professionals does not exist.',
  'Já existe um profissional com este nome.': 'There is already a professional with this name.',
  'Já existe um serviço com este nome.': 'There is already a service with this name.',
  'Nada para alterar.': 'Nothing to change.',
  'Informe o nome do serviço.': 'Enter the service’s name.',
  'Informe o nome do profissional.': 'Enter the professional’s name.',
  'O nome precisa ter letras ou números.': 'The name needs letters or numbers.',
  'O nome pode ter no máximo 80 caracteres.': 'The name can be at most 80 characters.',
  'O nome pode ter no máximo 100 caracteres.': 'The name can be at most 100 characters.',
  'O nome pode ter no máximo 120 caracteres.': 'The name can be at most 120 characters.',
  'A função pode ter no máximo 80 caracteres.': 'The job title can be at most 80 characters.',
  'A descrição pode ter no máximo 1000 caracteres.':
    'The description can be at most 1000 characters.',
  'A descrição pode ter no máximo 2000 caracteres.':
    'The description can be at most 2000 characters.',
  'A busca pode ter no máximo 100 caracteres.': 'The search can be at most 100 characters.',
  'Escolha uma categoria.': 'Choose a category.',
  'Escolha uma seção da lista de preços.': 'Choose a section of the price list.',
  'Seção desconhecida.': 'Unknown section.',
  'Escolha uma das imagens disponíveis.': 'Choose one of the available images.',
  'Escolha os profissionais.': 'Choose the professionals.',
  'Escolha os serviços.': 'Choose the services.',
  'Escolha ao menos um profissional ativo: sem ninguém, o serviço não pode ser agendado online. Para deixá-lo só na lista de preços, desmarque “Pode ser agendado online”.':
    'Choose at least one active professional: with nobody, the service cannot be booked online. To keep it on the price list only, untick “Can be booked online”.',
  'Informe o preço em libras, por exemplo 25 ou 25.50.':
    'Enter the price in pounds, for example 25 or 25.50.',
  'Informe um preço entre £0.01 e £10,000.00.': 'Enter a price between £0.01 and £10,000.00.',
  'O preço máximo deve ser maior que o preço.': 'The maximum price must be more than the price.',
  'Escolha o tipo de sinal.': 'Choose the kind of deposit.',
  'Indique o valor do sinal em libras, por exemplo 50 ou 12.50.':
    'Enter the deposit in pounds, for example 50 or 12.50.',
  'Indique um valor de sinal maior que zero.': 'Enter a deposit of more than zero.',
  'A porcentagem do sinal tem que estar entre 1 e 100.':
    'The deposit’s percentage must be between 1 and 100.',
  'O sinal não pode ser maior que o preço do serviço.':
    'The deposit cannot be more than the service’s price.',
  'Use confirm=true ou confirm=false.': 'Use confirm=true or confirm=false.',
  'Filtro inválido: use all, active ou inactive.': 'Invalid filter: use all, active or inactive.',
  'Escolha se segue o horário do salão.': 'Choose whether it follows the salon’s opening hours.',
  'Indique o horário dos sete dias.': 'Give the hours of all seven days.',
  'Indique os dias de segunda a domingo.': 'Give the days from Monday to Sunday.',
  'Dia da semana inválido (1 = segunda … 7 = domingo).':
    'Invalid day of the week (1 = Monday … 7 = Sunday).',
  'Informe os horários.': 'Enter the times.',
  'Horários demais: no máximo 10 por dia.': 'Too many times: at most 10 a day.',
  'Use horas no formato HH:MM, de 15 em 15 minutos (ex.: 09:00, 13:30).':
    'Use times in the HH:MM format, in steps of 15 minutes (e.g. 09:00, 13:30).',
  'O fechamento tem que ser depois da abertura.':
    'The closing time must be after the opening time.',
  'Use o formato HH:MM (por exemplo 09:00).': 'Use the HH:MM format (for example 09:00).',
  'Informe a abertura e o fechamento, ou marque o dia como fechado.':
    'Give the opening and closing times, or mark the day as closed.',

  // Configurações
  'Indique pelo menos um telefone.': 'Give at least one phone number.',
  'Indique no máximo 4 telefones.': 'Give at most 4 phone numbers.',
  'Indique no máximo 6 redes sociais.': 'Give at most 6 social networks.',
  'Indique um número de telefone válido.': 'Enter a valid phone number.',
  'Escreva o número de WhatsApp só com dígitos, com o indicativo (447700900123).':
    'Write the WhatsApp number in digits only, with the country code (447700900123).',
  'Escreva o número para ligar no formato internacional (+441214960318).':
    'Write the number to call in the international format (+441214960318).',
  'Indique um código postal do Reino Unido válido.': 'Enter a valid UK postcode.',
  'Indique um email válido.': 'Enter a valid e-mail address.',
  'Indique um endereço https:// válido.': 'Enter a valid https:// address.',
  'O endereço pode ter no máximo 300 caracteres.': 'The address can be at most 300 characters.',
  'A zona pode ter no máximo 80 caracteres.': 'The area can be at most 80 characters.',
  'Indique se os agendamentos online são confirmados.':
    'Say whether online bookings are confirmed.',
  'Escolha os horários para agendamento online.': 'Choose the times for online booking.',
  'Escolha de quantos em quantos minutos: 10, 15, 20, 30 ou 60.':
    'Choose the step in minutes: 10, 15, 20, 30 or 60.',
  'O segundo lembrete tem que ser mais perto do agendamento do que o primeiro.':
    'The second reminder must be closer to the appointment than the first.',

  // Cursos
  'Curso não encontrado.': 'Course not found.',
  'Sessão de pagamento inválida.': 'Invalid payment session.',
  'Material não encontrado.': 'Material not found.',
  'Informe o nome do curso.': 'Enter the course’s name.',
  'Informe a descrição do curso.': 'Enter the course’s description.',
  'Informe se o curso está ativo.': 'Say whether the course is active.',
  'O título pode ter no máximo 120 caracteres.': 'The title can be at most 120 characters.',
  'Escolha um arquivo PDF para enviar.': 'Choose a PDF file to upload.',
  'Envie o arquivo como formulário (multipart/form-data).':
    'Send the file as a form (multipart/form-data).',
  'O arquivo está vazio.': 'The file is empty.',
  'O arquivo não é um PDF.': 'The file is not a PDF.',
  'O arquivo pode ter no máximo 10 MB.': 'The file can be at most 10 MB.',

  // Insights
  'Período inválido: use this_week, this_month, last_month, this_year ou custom.':
    'Invalid period: use this_week, this_month, last_month, this_year or custom.',
  'Escolha a data de início e a data de fim do período.':
    'Choose the start and end dates of the period.',
  'A data de início deve ser anterior ou igual à data de fim.':
    'The start date must be on or before the end date.',
  'Data de início inválida: use o formato AAAA-MM-DD.':
    'Invalid start date: use the YYYY-MM-DD format.',
  'Escolha a data em que a semana 1 começa.': 'Choose the date week 1 starts on.',
  // Messages built from parts (Catálogo, Configurações, Insights): `{}` marks each value.
  'A duração deve ser um número inteiro de minutos, entre {} e {}.':
    'The duration must be a whole number of minutes, between {} and {}.',
  'O intervalo de limpeza deve ser um número inteiro de minutos, entre 0 e {}.':
    'The clean-up time must be a whole number of minutes, between 0 and {}.',
  'O lembrete de reagendamento deve ser um número inteiro de dias, entre 1 e {}, ou ficar vazio.':
    'The rebooking reminder must be a whole number of days, between 1 and {}, or left empty.',
  'Semana inválida: de 1 a {}.': 'Invalid week: from 1 to {}.',
  'O horário repete a cada 1, 2, 3 ou {} semanas.': 'The hours repeat every 1, 2, 3 or {} weeks.',
  'A semana {} não existe: o horário repete a cada {}.':
    'Week {} does not exist: the hours repeat every {}.',
  semana: 'week',
  '{} semanas': '{} weeks',
  'Semana {}, {}': 'Week {}, {}',
  Segunda: 'Monday',
  Terça: 'Tuesday',
  Quarta: 'Wednesday',
  Quinta: 'Thursday',
  Sexta: 'Friday',
  Sábado: 'Saturday',
  Domingo: 'Sunday',
  '{}: o fim ({}) deve ser depois do início ({}).':
    '{}: the end ({}) must be after the start ({}).',
  '{}: os horários {}–{} e {}–{} se sobrepõem.': '{}: the times {}–{} and {}–{} overlap.',
  'O serviço {} ficaria sem nenhum profissional ativo e ninguém poderia agendá-lo. Confirme para salvar mesmo assim.':
    'The service {} would be left with no active professional and nobody could book it. Confirm to save anyway.',
  'Os serviços {} ficariam sem nenhum profissional ativo e ninguém poderia agendá-los. Confirme para salvar mesmo assim.':
    'The services {} would be left with no active professional and nobody could book them. Confirm to save anyway.',
  '{} é obrigatório.': '{} is required.',
  '{} pode ter no máximo {} caracteres.': '{} can be at most {} characters.',
  'O nome do salão': 'The salon’s name',
  'A morada': 'The address',
  'A cidade': 'The city',
  'A etiqueta do telefone': 'The phone’s label',
  'O nome da rede social': 'The social network’s name',
  'Indique {} em horas.': 'Give {} in hours.',
  'Indique {} em um número inteiro de horas.': 'Give {} as a whole number of hours.',
  '{} tem que ser de pelo menos 1 hora.': '{} must be at least 1 hour.',
  '{} pode ser no máximo de 168 horas (7 dias).': '{} can be at most 168 hours (7 days).',
  'a antecedência do primeiro lembrete': 'how long before the first reminder is sent',
  'a antecedência do segundo lembrete': 'how long before the second reminder is sent',
  'O período pode ter no máximo {} anos.': 'The period can be at most {} years.',

  // Agendamentos and the desk
  'Agendamento não encontrado.': 'Appointment not found.',
  'Cliente não encontrado.': 'Client not found.',
  'Muitos agendamentos para este dia neste momento. Tente novamente em instantes.':
    'Too many bookings for this day at this moment. Please try again in a moment.',
  'Profissionais só podem marcar os próprios agendamentos como concluídos ou como não comparecimento.':
    'Professionals can only mark their own appointments as completed or as no-shows.',
  'Um agendamento {} não pode passar a {}.': 'A {} appointment cannot become {}.',
  Pendente: 'Pending',
  Confirmado: 'Confirmed',
  Concluído: 'Completed',
  Cancelado: 'Cancelled',
  'Não compareceu': 'No-show',
  'Só é possível marcar que o cliente não compareceu depois do horário de início do agendamento.':
    'An appointment can only be marked as a no-show after its start time.',
  'O salão está fechado nesta data ({}).': 'The salon is closed on this date ({}).',
  'O salão está fechado neste horário. Escolha outro horário ou outra data.':
    'The salon is closed at this time. Choose another time or another date.',
  'Este horário já passou. Escolha um horário livre.':
    'This time has already passed. Choose a free time.',
  'A agenda aceita agendamentos até dois anos à frente.':
    'The diary takes appointments up to two years ahead.',
  'O serviço terminaria depois do fechamento. Escolha um horário mais cedo.':
    'The service would end after closing time. Choose an earlier time.',
  'Nenhum profissional que faz este serviço trabalha neste horário (horário de trabalho ou ausência).':
    'No professional who does this service works at this time (working hours or time off).',
  // A visit at the desk (issue 32): which part a refusal is about.
  'Parte {} ({}): {}': 'Part {} ({}): {}',
  'Parte {}: {}': 'Part {}: {}',
  'Escolha os serviços da visita.': 'Choose the visit’s services.',
  'No máximo {} serviços em uma visita.': 'At most {} services in one visit.',
  'Outra parte desta visita começaria às {}: {}':
    'Another part of this visit would start at {}: {}',
  'Este horário acabou de ser ocupado. Escolha outro horário.':
    'This time has just been taken. Choose another time.',
  'Informe a data de nascimento: este serviço é só para maiores de 18 anos.':
    'Enter the date of birth: this service is for over-18s only.',
  'Este serviço é só para maiores de 18 anos na data do agendamento.':
    'This service is only for clients aged 18 or over on the day of the appointment.',
  'Este serviço não está disponível para agendamento.': 'This service cannot be booked.',
  'Este profissional não está ativo.': 'This professional is not active.',
  'Este profissional não faz este serviço.': 'This professional does not do this service.',
  'Os dados deste cliente foram apagados a pedido dele: o agendamento não guarda notas.':
    'This client’s details were erased at their request: the appointment keeps no notes.',
  'Ninguém está livre hoje para este serviço. Escolha outro serviço ou marque para outro dia.':
    'Nobody is free today for this service. Choose another service or book another day.',
  'Este agendamento não tem um sinal pago ou retido para devolver.':
    'This appointment has no paid or held deposit to refund.',
  'Filtro de status inválido.': 'Invalid status filter.',
  'Status inválido.': 'Invalid status.',
  'Preencha a data e o horário.': 'Fill in the date and time.',
  'Data inválida.': 'Invalid date.',
  'Profissional inválido.': 'Invalid professional.',
  'A nota interna pode ter no máximo 1000 caracteres.':
    'The internal note can be at most 1000 characters.',
  'Nota interna inválida.': 'Invalid internal note.',
  'Informe o nome do cliente.': 'Enter the client’s name.',
  'Informe o telefone do cliente.': 'Enter the client’s phone number.',
  'Informe um telefone válido (números, espaços, +, parênteses e hífens).':
    'Enter a valid phone number (digits, spaces, +, brackets and hyphens).',
  'Informe um e-mail válido ou deixe o campo em branco.':
    'Enter a valid e-mail address or leave the field blank.',
  'Informe uma data de nascimento válida.': 'Enter a valid date of birth.',
  'Escolha um serviço.': 'Choose a service.',
  'Escolha uma data.': 'Choose a date.',
  'Escolha um horário.': 'Choose a time.',
  'Escolha um cliente da busca ou cadastre um novo cliente.':
    'Choose a client from the search or add a new client.',

  // The moves
  'O salão está fechado nesse horário.': 'The salon is closed at that time.',
  'Esse horário já passou.': 'That time has already passed.',
  'Só é possível agendar até dois anos à frente.':
    'Appointments can only be made up to two years ahead.',
  'Este serviço não está ativo ou não pode ser agendado.':
    'This service is not active or cannot be booked.',
  'Este profissional não realiza este serviço.': 'This professional does not do this service.',
  'Este serviço é só para maiores de 18: falta a data de nascimento do cliente.':
    'This service is for over-18s only: the client’s date of birth is missing.',
  'Este serviço é só para maiores de 18 e o cliente ainda não terá 18 anos nessa data.':
    'This service is for over-18s only and the client will not yet be 18 on that date.',
  'Um agendamento {} não pode ser remarcado.': 'A {} appointment cannot be rescheduled.',
  'O agendamento já está nesse horário, com esse profissional.':
    'The appointment is already at that time, with that professional.',
  'Salão fechado: {}.': 'Salon closed: {}.',
  'O profissional não trabalha nesse horário (fora do expediente ou ausente).':
    'The professional does not work at that time (outside working hours or on time off).',
  'Nenhum profissional que realiza este serviço trabalha nesse horário.':
    'No professional who does this service works at that time.',
  'Esse horário já está ocupado. Escolha outro.': 'That time is already taken. Choose another.',
  'Escolha uma hora em múltiplos de 5 minutos (por exemplo 12:15).':
    'Choose a time in steps of 5 minutes (for example 12:15).',

  // Cancelling
  'Escolha o motivo do cancelamento.': 'Choose the reason for the cancellation.',
  'Descreva o motivo do cancelamento.': 'Describe the reason for the cancellation.',
  'O motivo pode ter no máximo 500 caracteres.': 'The reason can be at most 500 characters.',
  'O motivo só se informa ao cancelar um agendamento.':
    'A reason is only given when cancelling an appointment.',

  // Agenda da equipe: time off, closures, bank holidays, who does what, the live diary
  'Ausência não encontrada.': 'Time off not found.',
  'Fechamento não encontrado.': 'Closure not found.',
  'Escolha um profissional da equipe.': 'Choose a professional of the team.',
  'A hora de fim deve ser depois da hora de início.': 'The end time must be after the start time.',
  'Esta data não é feriado bancário na Inglaterra e no País de Gales.':
    'This date is not a bank holiday in England and Wales.',
  'Um dos serviços escolhidos não existe.': 'One of the chosen services does not exist.',
  'Há conexões ao vivo demais abertas agora. A agenda tenta de novo em instantes.':
    'Too many live connections are open just now. The diary will try again in a moment.',
  'As atualizações ao vivo não estão disponíveis agora. A agenda tenta de novo em instantes.':
    'Live updates are not available just now. The diary will try again in a moment.',
  'Use datas no formato AAAA-MM-DD.': 'Use dates in the YYYY-MM-DD format.',
  'Esta data não existe.': 'This date does not exist.',
  'A data final deve ser igual ou posterior à data inicial.':
    'The end date must be on or after the start date.',
  'Um período pode ter no máximo {} dias.': 'A period can be at most {} days.',
  'Informe a data inicial.': 'Enter the start date.',
  'Informe a data final.': 'Enter the end date.',
  'Informe o motivo que as clientes verão (em inglês).':
    'Enter the reason clients will see (in English).',
  'O motivo pode ter no máximo 120 caracteres.': 'The reason can be at most 120 characters.',
  'Escolha o profissional.': 'Choose the professional.',
  'Escolha o tipo de ausência.': 'Choose the kind of time off.',
  'Escolha dia inteiro ou parte do dia.': 'Choose the whole day or part of the day.',
  'Informe a data.': 'Enter the date.',
  'A observação pode ter no máximo 300 caracteres.': 'The note can be at most 300 characters.',
  'Informe a hora de início.': 'Enter the start time.',
  'Informe a hora de fim.': 'Enter the end time.',
  'Filtro inválido: use upcoming ou past.': 'Invalid filter: use upcoming or past.',
  'Indique se o salão abre (true) ou fecha (false).':
    'Say whether the salon opens (true) or closes (false).',
  'Informe a semana (start=AAAA-MM-DD).': 'Give the week (start=YYYY-MM-DD).',

  // Clientes
  'Nota não encontrada.': 'Note not found.',
  'Este cliente tem conta: os dados dele são editados por ele mesmo, no perfil.':
    'This client has an account: they edit their own details, in their profile.',
  'Este email já pertence a outro cliente. Procure-o na lista de clientes.':
    'This e-mail address belongs to another client. Look them up in the client list.',
  'Este email já pertence a outro cliente.': 'This e-mail address belongs to another client.',
  'Demasiadas exportações de dados de clientes nesta hora. Tente novamente mais tarde.':
    'Too many exports of client data this hour. Please try again later.',
  'Informe um telefone válido.': 'Enter a valid phone number.',
  'Escreva a nota.': 'Write the note.',
  'A nota pode ter no máximo 2000 caracteres.': 'The note can be at most 2000 characters.',
  'Esta é a conta de um administrador: retire os direitos de administrador antes de apagá-la.':
    'This is an administrator’s account: remove its administrator rights before erasing it.',
  'Este cliente já foi apagado.': 'This client has already been erased.',

  // Reviews, Mensagens, Newsletter, Registro, the lists' pages
  'Review não encontrado.': 'Review not found.',
  'Filtro inválido: use pending, approved ou all.': 'Invalid filter: use pending, approved or all.',
  'Mensagem não encontrada.': 'Message not found.',
  'Esta mensagem já foi respondida.': 'This message has already been answered.',
  'Filtro inválido: use all, unread ou responded.': 'Invalid filter: use all, unread or responded.',
  'Escreva uma resposta antes de enviar.': 'Write a reply before sending.',
  'A resposta pode ter no máximo {} caracteres.': 'The reply can be at most {} characters.',
  'Filtro inválido: use active, pending, unsubscribed ou all.':
    'Invalid filter: use active, pending, unsubscribed or all.',
  'Pessoa não encontrada.': 'Person not found.',
  'A página deve ser um número entre 1 e {}.': 'The page must be a number between 1 and {}.',
  'O tamanho da página deve ser um número entre 1 e {}.':
    'The page size must be a number between 1 and {}.',

  // Treatment records and aftercare (issue 33)
  'Registro de tratamento não encontrado.': 'Treatment record not found.',
  'O registro do tratamento é feito depois de concluir o atendimento.':
    'The treatment record is written once the appointment is completed.',
  'O lote {} do produto {} está vencido (validade {}). Use um produto dentro da validade.':
    'Batch {} of {} has expired (expiry {}). Use a product within its expiry date.',
  'O cliente não consentiu com fotos clínicas: a foto não foi guardada. Registre o consentimento na ficha antes de fotografar.':
    'The client has not consented to clinical photographs: the photo was not kept. Record the consent on their form before taking photos.',
  'Escolha uma foto para enviar.': 'Choose a photo to upload.',
  'A foto está vazia.': 'The photo is empty.',
  'A foto pode ter no máximo 8 MB.': 'The photo can be at most 8 MB.',
  'A foto deve ser JPEG, PNG ou WebP.': 'The photo must be a JPEG, PNG or WebP image.',
  'Diga se a foto é de antes ou de depois.': 'Say whether the photo is before or after.',
  'Envie a foto como formulário (multipart/form-data).':
    'Send the photo as a form (multipart/form-data).',
  'Foto não encontrada.': 'Photo not found.',
  'Informe a área.': 'Enter the area.',
  'A área pode ter no máximo 60 caracteres.': 'The area can be at most 60 characters.',
  'Informe a quantidade.': 'Enter the amount.',
  'A quantidade deve ser maior que zero.': 'The amount must be more than zero.',
  'A quantidade pode ser no máximo 1000.': 'The amount can be at most 1000.',
  'Escolha unidades ou ml.': 'Choose units or ml.',
  'Informe o produto.': 'Enter the product.',
  'O produto pode ter no máximo 120 caracteres.': 'The product can be at most 120 characters.',
  'Informe o lote.': 'Enter the batch.',
  'O lote pode ter no máximo 60 caracteres.': 'The batch can be at most 60 characters.',
  'Informe a validade.': 'Enter the expiry date.',
  'Informe a validade no formato AAAA-MM-DD.': 'Enter the expiry date as YYYY-MM-DD.',
  'Informe a dose por área.': 'Enter the dose per area.',
  'Informe a dose de pelo menos uma área.': 'Enter the dose for at least one area.',
  'No máximo 20 áreas por produto.': 'At most 20 areas per product.',
  'Informe os produtos usados.': 'Enter the products used.',
  'No máximo 20 produtos por registro.': 'At most 20 products per record.',
  'As observações podem ter no máximo 4000 caracteres.':
    'The notes can be at most 4000 characters.',
  'Informe o texto dos cuidados pós-tratamento.': 'Enter the aftercare text.',
  'Os cuidados pós-tratamento podem ter no máximo 4000 caracteres.':
    'The aftercare can be at most 4000 characters.',
  // The till's card readers (issue 34, terminal part)
  'A Stripe não aceitou este código de registro.': 'Stripe did not accept this registration code.',
  'A devolução passa do que foi pago neste cartão.':
    'The refund is more than was paid on this card.',
  'Chave do pedido inválida.': 'Invalid request key.',
  'Escolha aprovado ou recusado.': 'Choose approved or declined.',
  'Escolha o leitor.': 'Choose the reader.',
  'Esta chave de pedido já foi usada para outro pagamento.':
    'This request key was already used for another payment.',
  'Esta venda não está aberta.': 'This sale is not open.',
  'Este pagamento no cartão não foi aprovado.': 'This card payment was not approved.',
  'Este pagamento não está aguardando o leitor.': 'This payment is not waiting on the reader.',
  'Informe o código de registro do leitor.': "Enter the reader's registration code.",
  'Informe um nome para o leitor (até 60 caracteres).':
    'Enter a name for the reader (up to 60 characters).',
  'Informe um valor maior que zero.': 'Enter an amount of more than zero.',
  'Leitor não encontrado.': 'Reader not found.',
  'Não foi possível falar com a Stripe agora. Tente novamente.':
    'Stripe could not be reached just now. Please try again.',
  'O leitor está ocupado com outro pagamento.': 'The reader is busy with another payment.',
  'O leitor não recebeu o pagamento.': 'The reader did not receive the payment.',
  'O leitor não respondeu: veja se está ligado e com internet.':
    'The reader did not answer: check that it is on and online.',
  'O leitor simulado só existe sem a Stripe.': 'The simulated reader exists only without Stripe.',
  'O valor é maior do que falta pagar.': 'The amount is more than is left to pay.',
  'Os leitores de cartão não estão disponíveis: configure a Stripe.':
    'Card readers are not available: set up Stripe.',
  'Pagamento não encontrado.': 'Payment not found.',
  'Venda não encontrada.': 'Sale not found.',
  // The till, products and stock (issue 34)
  'A marca pode ter no máximo 80 caracteres.': 'The brand can be at most 80 characters.',
  'A observação pode ter no máximo 500 caracteres.': 'The note can be at most 500 characters.',
  'Escolha a taxa de IVA: 0%, 5% ou 20%.': 'Choose the VAT rate: 0%, 5% or 20%.',
  'Escolha entrada de estoque ou contagem.': 'Choose a delivery or a count.',
  'Indique se o produto está ativo.': 'Say whether the product is active.',
  'Informe a quantidade contada: um número inteiro entre 0 e 100000.':
    'Enter the quantity counted: a whole number from 0 to 100000.',
  'Informe a quantidade recebida: um número inteiro entre 1 e 100000.':
    'Enter the quantity received: a whole number from 1 to 100000.',
  'Informe o custo em pence, um número inteiro entre 0 e 1000000, ou deixe vazio.':
    'Enter the cost in pence, a whole number from 0 to 1000000, or leave it empty.',
  'Informe o nome do produto.': "Enter the product's name.",
  'Informe o preço em pence, um número inteiro entre 0 e 1000000.':
    'Enter the price in pence, a whole number from 0 to 1000000.',
  'Já existe um produto com este código de barras.': 'A product with this barcode already exists.',
  'O código de barras da busca pode ter no máximo 40 caracteres.':
    'The barcode searched for can be at most 40 characters.',
  'O código de barras pode ter só letras e números, sem espaços (até 40).':
    'The barcode can hold only letters and digits, without spaces (up to 40).',
  'O estoque mínimo deve ser um número inteiro entre 0 e 100000, ou ficar vazio.':
    'The low-stock threshold must be a whole number from 0 to 100000, or empty.',
  'Produto não encontrado.': 'Product not found.',
  'Informe o custo em libras, por exemplo 12 ou 12.40, ou deixe vazio.':
    'Enter the cost in pounds, for example 12 or 12.40, or leave it empty.',
  // The till's day's takings (issue 34, till-takings)
  'Informe o dinheiro contado em pence (um número inteiro, zero ou mais).':
    'Enter the cash counted in pence (a whole number, zero or more).',
  'Informe o motivo da correção.': 'Enter the reason for the correction.',
  'O caixa deste dia já foi fechado. Registre uma correção.':
    "This day's till is already closed. Record a correction.",
  'O caixa deste dia já foi fechado: as vendas e os pagamentos do dia não podem mais ser alterados.':
    "This day's till is closed: its sales and payments can no longer be changed.",
  'O caixa deste dia ainda não foi fechado.': "This day's till has not been closed yet.",
  'Não é possível fechar o caixa de um dia que ainda não chegou.':
    'A day that has not come yet cannot be closed.',
  'A comissão deve ser uma porcentagem entre 0 e 100.':
    'The commission must be a percentage between 0 and 100.',
  'Categoria de comissão desconhecida.': 'Unknown commission category.',
  // The till (issue 34) — checkout: sales, payments, refunds; the VAT number in Definições.
  'A chave do pedido é inválida.': "The request's key is not valid.",
  'A quantidade pode ser no máximo 99.': 'The quantity can be at most 99.',
  'Abra a venda por um agendamento ou por um cliente, não pelos dois.':
    'Open the sale for an appointment or for a client, not both.',
  'Escolha a forma de pagamento.': 'Choose how the client pays.',
  'Escolha um produto ou leia o código de barras.': 'Choose a product or scan its barcode.',
  'Escolha um serviço, um produto ou uma gorjeta.': 'Choose a service, a product or a tip.',
  'Escolha valor ou porcentagem.': 'Choose an amount or a percentage.',
  'Esta venda foi cancelada e não pode ser alterada.':
    'This sale was cancelled and cannot be changed.',
  'Esta venda já está paga.': 'This sale is already paid.',
  'Esta venda já foi paga e não pode ser alterada.':
    'This sale is already paid and cannot be changed.',
  'Este atendimento já foi pago (venda nº {}).': 'This visit is already paid (sale no. {}).',
  'Este pagamento já foi todo reembolsado.': 'This payment has already been refunded in full.',
  'Indique um número de IVA do Reino Unido: GB e 9 ou 12 algarismos.':
    'Enter a UK VAT number: GB and 9 or 12 digits.',
  'Informe a gorjeta em pence.': 'Enter the tip in pence.',
  'Informe o desconto.': 'Enter the discount.',
  'Informe o motivo do preço mais baixo.': 'Enter the reason for the lower price.',
  'Informe o preço cobrado em pence.': 'Enter the price charged in pence.',
  'Informe o preço cobrado.': 'Enter the price charged.',
  'Informe o valor em pence.': 'Enter the amount in pence.',
  'Informe o valor recebido em pence.': 'Enter the amount received in pence.',
  'Informe o valor recebido.': 'Enter the amount received.',
  'Item não encontrado.': 'Item not found.',
  'Nenhum produto com o código de barras {}.': 'No product has the barcode {}.',
  'Não é possível reembolsar mais do que foi pago: restam {} neste pagamento.':
    'Cannot refund more than was paid: {} is left on this payment.',
  'O desconto não pode ser negativo.': 'The discount cannot be negative.',
  'O desconto pode ser no máximo 100%.': 'The discount can be at most 100%.',
  'O motivo pode ter no máximo 300 caracteres.': 'The reason can have at most 300 characters.',
  'O preço de {} está abaixo do preço de tabela ({}): informe o motivo.':
    'The price of {} is below the list price ({}): enter the reason.',
  'O preço de {} é «a partir de» {}: informe o preço cobrado.':
    "The price of {} is 'from' {}: enter the price charged.",
  'O sinal pago online é reembolsado no agendamento, não no caixa.':
    'The deposit paid online is refunded from the appointment, not at the till.',
  'O total não pode ficar abaixo do que já foi pago nesta venda.':
    'The total cannot go below what has already been paid on this sale.',
  'O valor recebido é menor do que o valor do pagamento.':
    'The amount received is less than the payment.',
  'O valor é maior do que falta pagar ({}).': 'The amount is more than is left to pay ({}).',
  'Só a quantidade de um produto pode mudar.': "Only a product's quantity can change.",
  'Só uma venda paga pode ser reembolsada.': 'Only a paid sale can be refunded.',
  'Um agendamento cancelado não pode ser cobrado.': 'A cancelled appointment cannot be charged.',
  'Um agendamento em que o cliente não compareceu não pode ser cobrado.':
    'A no-show appointment cannot be charged.',
  'Use uma data no formato AAAA-MM-DD.': 'Use a date in the format YYYY-MM-DD.',
  '{}: não há mais nada a reembolsar neste item.': '{}: nothing is left to refund on this item.',
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The entries written as templates, each as the expression that reads its values back; the most
 * written words first, so 'A resposta pode ter no máximo {} caracteres.' wins over the wider
 * '{} pode ter no máximo {} caracteres.'.
 */
const fixedLength = (template: string) => template.replaceAll('{}', '').length;
const TEMPLATES = Object.entries(STAFF_MESSAGES_EN)
  .filter(([portuguese]) => portuguese.includes('{}'))
  .sort(([a], [b]) => fixedLength(b) - fixedLength(a))
  .map(([portuguese, english]) => ({
    pattern: new RegExp(`^${portuguese.split('{}').map(escaped).join('(.+?)')}$`),
    english,
  }));

/** `text` beginning with a capital when `model` does, else in lower case: 'Pending', 'pending'. */
const withCaseOf = (model: string, text: string) =>
  (model[0] === model[0]?.toLowerCase() ? text[0]?.toLowerCase() : text[0]?.toUpperCase()) +
  text.slice(1);

function english(message: string): string | undefined {
  const exact = STAFF_MESSAGES_EN[message];
  if (exact !== undefined) return exact;
  // A value set inside a sentence in lower case ('Um agendamento pendente …') is a word the
  // dictionary holds capitalised, as the source writes it (or the other way round).
  const first = message[0] ?? '';
  const flipped = first === first.toLowerCase() ? first.toUpperCase() : first.toLowerCase();
  const recased = STAFF_MESSAGES_EN[flipped + message.slice(1)];
  if (recased !== undefined) return withCaseOf(message, recased);
  for (const { pattern, english: template } of TEMPLATES) {
    const values = pattern.exec(message)?.slice(1);
    if (values) {
      let next = 0;
      return template.replace(/\{\}/g, () => {
        const value = values[next++] ?? '';
        return english(value) ?? value;
      });
    }
  }
  return undefined;
}

/**
 * A message from the server or an admin schema in the member of the team's language: its English
 * words for English (UK), else as written (Portuguese, or already English on the public side).
 */
export function staffMessage(message: string, locale: StaffLocale): string {
  return locale === 'en-GB' ? (english(message) ?? message) : message;
}
