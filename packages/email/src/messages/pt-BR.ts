import { plural } from '../locale';
import type { EmailMessages } from './types';

const seats = (count: number) => plural('pt-BR', count, { one: '1 vaga', other: `${count} vagas` });

export const ptBR = {
  common: {
    greeting: ({ name }) => `Olá, ${name},`,
    greetingGeneric: 'Olá,',
    signOff: 'Um abraço,',
    team: ({ studio }) => `Equipe ${studio}`,
    questions: 'Alguma dúvida? É só responder a este e-mail.',
  },
  footer: {
    sentBy: ({ studio }) => `Enviado por ${studio}`,
    labelSeparator: ': ',
    email: 'E-mail',
    phone: 'Telefone',
    whatsapp: 'WhatsApp',
    instagram: 'Instagram',
    website: 'Site',
  },
  details: {
    heading: 'Sua reserva',
    class: 'Aula',
    date: 'Data',
    time: 'Horário',
    duration: 'Duração',
    place: 'Local',
    online: 'Online',
    facilitators: ({ count }) => plural('pt-BR', count, { one: 'Facilitador(a)', other: 'Facilitadores' }),
    seats: 'Vagas',
    seatCount: ({ count }) => seats(count),
    price: 'Preço',
    pricePerPerson: ({ price }) => `${price} por pessoa`,
    free: 'Gratuita',
    payment: 'Como pagar',
    payAtStudio: 'No estúdio, no dia, antes de a aula começar: dinheiro, cartão de débito ou QRIS.',
    payByTransfer: 'Por transferência bancária: enviamos os dados por e-mail antes da sessão.',
    payHybrid:
      'Presencialmente, no estúdio, no dia (dinheiro, cartão de débito ou QRIS); online, por transferência bancária, com os dados enviados por e-mail antes da sessão.',
    openMap: 'Abrir no Google Maps',
    joinOnline: 'Entrar online',
    meetingLinkPrivate: 'Não compartilhe o link da reunião: ele é só para quem reservou.',
    meetingLinkLater: 'O link da reunião chega junto com a sua confirmação.',
    attendanceMode: 'Como você participa',
    attendInPerson: 'Presencialmente, no estúdio',
    attendOnline: 'Online, pelo link da reunião',
    calendarAttached: 'A sessão vai anexada como arquivo de calendário (.ics): abra-o para adicioná-la à sua agenda.',
  },
  manage: {
    button: 'Ver ou cancelar sua reserva',
    hint: 'Nessa página você pode adicionar a sessão à sua agenda ou cancelá-la. O link é pessoal: não o compartilhe.',
    cancelUntil: ({ deadline }) => `Cancelamento gratuito online até ${deadline}.`,
    cancelClosed: ({ deadline }) =>
      `O cancelamento online foi encerrado em ${deadline}: para alterar ou cancelar esta reserva, entre em contato com o estúdio.`,
    allBookings: 'Ver todas as suas reservas',
  },
  waitlist: {
    position: ({ position }) => `Você é o número ${position} na lista de espera.`,
    leave: 'Sair da lista de espera',
  },
  bookingConfirmed: {
    subject: ({ title }) => `Reserva confirmada: ${title}`,
    heading: 'Sua reserva está confirmada',
    intro: ({ title, count }) =>
      plural('pt-BR', count, {
        one: `Sua vaga em “${title}” está confirmada.`,
        other: `Suas ${count} vagas em “${title}” estão confirmadas.`,
      }),
    outro: 'Estamos ansiosos para receber você.',
  },
  bookingWaitlisted: {
    subject: ({ title }) => `Você está na lista de espera: ${title}`,
    heading: 'Você está na lista de espera',
    intro: ({ title, count }) =>
      `“${title}” está lotada no momento, então sua reserva de ${seats(count)} está na lista de espera.`,
    outro: 'Assim que abrirem vagas, confirmamos os primeiros pedidos que couberem e avisamos você na hora.',
  },
  bookingExisting: {
    subject: ({ title }) => `Sua reserva: ${title}`,
    heading: 'Você já tinha feito esta reserva',
    introConfirmed: ({ title, count }) =>
      `Você já tinha reservado “${title}”: sua reserva de ${seats(count)} está confirmada. Nada foi reservado duas vezes.`,
    introWaitlisted: ({ title, count }) =>
      `Você já tinha reservado “${title}”: sua reserva de ${seats(count)} está na lista de espera. Nada foi reservado duas vezes.`,
    sameLink: 'O link da sua reserva está abaixo: o mesmo dos seus e-mails anteriores.',
  },
  bookingLinkReissued: {
    subject: ({ title }) => `Um novo link para a sua reserva: ${title}`,
    heading: 'Um novo link para a sua reserva',
    intro: ({ title }) =>
      `Substituímos o link da sua reserva em “${title}” para mantê-la segura: o link dos e-mails anteriores não funciona mais. De agora em diante, use o link abaixo; a reserva em si não mudou.`,
  },
  bookingPromoted: {
    subject: ({ title }) => `Abriu uma vaga: sua reserva em ${title} está confirmada`,
    heading: 'Abriu uma vaga para você',
    intro: ({ title, count }) =>
      plural('pt-BR', count, {
        one: `Abriu uma vaga em “${title}”: sua vaga da lista de espera agora está confirmada.`,
        other: `Abriram vagas em “${title}”: suas ${count} vagas da lista de espera agora estão confirmadas.`,
      }),
    outro: 'Estamos ansiosos para receber você.',
  },
  bookingMoved: {
    subject: ({ title }) => `Nova data para a sua reserva: ${title}`,
    heading: 'Sua reserva tem uma nova data',
    intro: ({ title, date }) => `Sua reserva em “${title}” mudou de ${date} para a data abaixo.`,
    subjectWaiting: ({ title }) => `Na lista de espera de outra data: ${title}`,
    headingWaiting: 'Você está na lista de espera da nova data',
    introWaiting: ({ title, date, count }) =>
      plural('pt-BR', count, {
        one: `A data que você escolheu para “${title}” está lotada: você está na lista de espera. Você mantém sua vaga em ${date} até abrir um lugar; então sua reserva muda de data e enviamos um e-mail.`,
        other: `A data que você escolheu para “${title}” está lotada: você está na lista de espera. Você mantém suas ${count} vagas em ${date} até abrirem lugares; então sua reserva muda de data e enviamos um e-mail.`,
      }),
    outro: 'O link da sua reserva continua o mesmo.',
  },
  bookingGuest: {
    subject: ({ title }) => `Você tem uma vaga: ${title}`,
    subjectReminder: ({ title }) => `Lembrete: ${title} está chegando`,
    heading: 'Uma vaga foi reservada para você',
    intro: ({ title, booker }) =>
      `${booker} reservou uma vaga para você em “${title}”. Aqui está tudo o que você precisa.`,
    introReminder: ({ title, booker }) =>
      `Um lembrete: “${title}” está chegando, com a vaga que ${booker} reservou para você.`,
    outro: ({ booker }) => `Para mudar ou cancelar, fale com ${booker}, que tem a reserva.`,
    subjectMoved: ({ title }) => `Nova data para a sua vaga: ${title}`,
    headingMoved: 'Sua vaga tem uma nova data',
    introMoved: ({ title, booker, date }) =>
      `${booker} mudou a reserva que inclui a sua vaga em “${title}” de ${date} para a data abaixo.`,
    subjectCancelled: ({ title }) => `Sua vaga foi cancelada: ${title}`,
    headingCancelled: 'Sua vaga foi cancelada',
    introCancelled: ({ title, booker }) =>
      `A reserva que ${booker} fez para “${title}” foi cancelada, e com ela a vaga que era sua.`,
    introSessionCancelled: ({ title, booker }) =>
      `O estúdio cancelou esta sessão de “${title}”, e com ela a vaga que ${booker} reservou para você. Sentimos muito.`,
  },
  bookingReminder: {
    subject: ({ title }) => `Lembrete: ${title} está chegando`,
    heading: 'Até breve',
    intro: ({ title, count }) =>
      `Um lembrete da sua reserva em “${title}”: ${seats(count)}, confirmada. Aqui está tudo o que você precisa.`,
    outro: 'Se não puder mais vir, cancele pelo link para que alguém da lista de espera possa ficar com a sua vaga.',
  },
  bookingCancelled: {
    subject: ({ title }) => `Reserva cancelada: ${title}`,
    heading: 'Sua reserva foi cancelada',
    intro: ({ title, count }) => `Sua reserva de ${seats(count)} em “${title}” foi cancelada.`,
    outro: 'Esperamos ver você em outra ocasião.',
    browse: 'Ver nossas aulas',
  },
  sessionCancelled: {
    subject: ({ title }) => `Sessão cancelada: ${title}`,
    heading: 'Esta sessão foi cancelada',
    intro: ({ title }) =>
      `Sentimos muito: o estúdio cancelou esta sessão de “${title}”, por isso sua reserva foi cancelada.`,
    refund: 'O que você tiver pago antecipadamente será devolvido em até 7 dias úteis.',
    outro: 'Escolha outra data no nosso site.',
    chooseAnother: 'Escolher outra data',
  },
  newsletterConfirm: {
    subject: ({ studio }) => `Confirme sua assinatura da newsletter do ${studio}`,
    heading: 'Confirme sua assinatura',
    intro:
      'Obrigado por assinar. Cerca de uma vez por mês, escrevemos sobre novas aulas e reflexões dos nossos facilitadores. Confirme que este endereço é seu e que você quer receber nossa newsletter.',
    confirm: 'Confirmar minha assinatura',
    ignoreHint:
      'Não assinou? Então ignore este e-mail: sem a sua confirmação, não voltaremos a escrever, e seu endereço será apagado depois de 7 dias.',
  },
  newsletterIssue: {
    reason: ({ studio }) => `Você recebe esta carta porque assinou a newsletter do ${studio}.`,
    unsubscribe: 'Cancelar a assinatura',
  },
  personalDataErased: {
    subject: 'Seus dados foram apagados',
    heading: 'Seus dados foram apagados',
    intro: ({ studio }) => `Como você pediu, o ${studio} apagou dos registros seu nome, e-mail, telefone e mensagens.`,
    cancelled: ({ count }) =>
      plural('pt-BR', count, {
        one: 'Sua próxima reserva foi cancelada e a vaga foi oferecida à lista de espera.',
        other: `Suas ${count} próximas reservas foram canceladas e as vagas foram oferecidas às listas de espera.`,
      }),
    outro:
      'Guardamos apenas números anônimos (quantas vagas uma aula teve), que não dizem mais quem você é. Este é o último e-mail que você vai receber de nós; ele é apagado assim que enviado.',
  },
  memberSignIn: {
    subject: ({ studio }) => `Seu link para ver suas reservas no ${studio}`,
    heading: 'Suas reservas',
    intro:
      'Você pediu um link para ver todas as suas reservas, pedidos e sua assinatura da newsletter conosco. Ele faz seu login neste dispositivo:',
    button: 'Ver minhas reservas',
    hint: 'O link funciona uma única vez, por 30 minutos. Se você não o pediu, ignore este e-mail: ninguém entra sem ele.',
  },
  contactReceived: {
    subject: 'Recebemos sua mensagem',
    heading: 'Obrigado por escrever',
    intro: ({ studio }) => `Obrigado por escrever para o ${studio}. Costumamos responder em até dois dias úteis.`,
    outro: 'Se for urgente, você também pode falar com a gente por telefone ou WhatsApp.',
  },
  privateRequestReceived: {
    subject: ({ title }) => `Recebemos seu pedido: ${title}`,
    heading: 'Recebemos seu pedido',
    intro: ({ title }) =>
      `Obrigado por pedir uma sessão particular de “${title}”. Vamos propor uma data que funcione para você, normalmente em até dois dias úteis.`,
    toldUs: 'O que você nos contou',
    preferredTimes: 'Horários que funcionam para você',
    preferredDates: 'Datas preferidas',
  },
  privateSessionProposed: {
    subject: ({ title }) => `Uma data para sua sessão particular: ${title}`,
    heading: 'Uma data para sua sessão particular',
    intro: ({ title }) =>
      `Obrigado pela paciência. Podemos oferecer sua sessão particular de “${title}” neste horário:`,
    note: 'Um recado do estúdio',
    outro:
      'Responda a este e-mail para aceitar ou conte quais outros horários funcionam para você. Assim que você aceitar, confirmamos com um link para a sua reserva.',
  },
  privateRequestDeclined: {
    subject: ({ title }) => `Seu pedido de sessão particular: ${title}`,
    heading: 'Sobre seu pedido de sessão particular',
    intro: ({ title }) =>
      `Obrigado por pedir uma sessão particular de “${title}”. Sentimos muito: não conseguimos oferecer uma nos horários que você pediu.`,
    note: 'Um recado do estúdio',
    outro: 'Fique à vontade para pedir de novo com outras datas ou para participar de uma das nossas aulas em grupo.',
    browse: 'Ver nossas aulas',
  },
} satisfies EmailMessages;
