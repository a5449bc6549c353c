import type { StaffLocale } from './staff-roles';

/**
 * The server's refusals to the back office (ApiError messages, the admin schemas' validation
 * messages) are written in Brazilian Portuguese, as the back office was; this gives each one's
 * English (UK) words (issue 31). The server answers an English-speaking member of the team with
 * them (http/errors.ts), and the back office's forms show the schemas' own messages with them.
 * staff-messages.test.ts fails when a message of the areas it scans has no entry here.
 */
export const STAFF_MESSAGES_EN: Readonly<Record<string, string>> = {
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
  'O fecho tem de ser depois da abertura.': 'The closing time must be after the opening time.',
  'Use o formato HH:MM (por exemplo 09:00).': 'Use the HH:MM format (for example 09:00).',
  'Indique a abertura e o fecho, ou marque o dia como fechado.':
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
  'O segundo lembrete tem de ser mais perto da marcação do que o primeiro.':
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
};

/**
 * A message from the server or an admin schema in the member of the team's language: its English
 * words for English (UK), else as written (Portuguese, or already English on the public side).
 */
export function staffMessage(message: string, locale: StaffLocale): string {
  return locale === 'en-GB' ? (STAFF_MESSAGES_EN[message] ?? message) : message;
}
