import { plural } from '../locale';
import type { EmailMessages } from './types';

const seats = (count: number) => plural('es', count, { one: '1 plaza', other: `${count} plazas` });

export const es = {
  common: {
    greeting: ({ name }) => `Hola, ${name}:`,
    greetingGeneric: 'Hola:',
    signOff: 'Un abrazo,',
    team: ({ studio }) => `El equipo de ${studio}`,
    questions: '¿Tienes alguna pregunta? Responde a este correo.',
  },
  footer: {
    sentBy: ({ studio }) => `Enviado por ${studio}`,
    labelSeparator: ': ',
    email: 'Correo',
    phone: 'Teléfono',
    whatsapp: 'WhatsApp',
    instagram: 'Instagram',
    website: 'Sitio web',
  },
  details: {
    heading: 'Tu reserva',
    class: 'Clase',
    date: 'Fecha',
    time: 'Hora',
    duration: 'Duración',
    place: 'Lugar',
    online: 'En línea',
    facilitators: ({ count }) => plural('es', count, { one: 'Facilitador/a', other: 'Facilitadores' }),
    seats: 'Plazas',
    seatCount: ({ count }) => seats(count),
    price: 'Precio',
    pricePerPerson: ({ price }) => `${price} por persona`,
    free: 'Gratis',
    payment: 'Cómo pagar',
    payAtStudio: 'En el estudio el mismo día, antes de que empiece la clase: efectivo, tarjeta de débito o QRIS.',
    payByTransfer: 'Por transferencia bancaria: te enviamos los datos por correo antes de la sesión.',
    payHybrid:
      'En persona, en el estudio el mismo día (efectivo, tarjeta de débito o QRIS); en línea, por transferencia bancaria, con los datos que te enviamos por correo antes de la sesión.',
    openMap: 'Abrir en Google Maps',
    joinOnline: 'Unirse en línea',
    meetingLinkPrivate: 'No compartas el enlace de la reunión: es solo para quienes han reservado.',
    meetingLinkLater: 'El enlace de la reunión llega con tu confirmación.',
    attendanceMode: 'Cómo participas',
    attendInPerson: 'En persona, en el estudio',
    attendOnline: 'En línea, con el enlace de la reunión',
    calendarAttached: 'Adjuntamos la sesión como archivo de calendario (.ics): ábrelo para añadirla a tu calendario.',
  },
  manage: {
    button: 'Ver o cancelar tu reserva',
    hint: 'En esa página puedes añadir la sesión a tu calendario o cancelarla. El enlace es personal: no lo compartas.',
    cancelUntil: ({ deadline }) => `Cancelación gratuita en línea hasta el ${deadline}.`,
    cancelClosed: ({ deadline }) =>
      `La cancelación en línea se cerró el ${deadline}: para cambiar o cancelar esta reserva, ponte en contacto con el estudio.`,
    allBookings: 'Ver todas tus reservas',
  },
  waitlist: {
    position: ({ position }) => `Eres el número ${position} de la lista de espera.`,
    leave: 'Salir de la lista de espera',
  },
  bookingConfirmed: {
    subject: ({ title }) => `Reserva confirmada: ${title}`,
    heading: 'Tu reserva está confirmada',
    intro: ({ title, count }) =>
      plural('es', count, {
        one: `Tu plaza para «${title}» está confirmada.`,
        other: `Tus ${count} plazas para «${title}» están confirmadas.`,
      }),
    outro: 'Tenemos muchas ganas de verte.',
  },
  bookingWaitlisted: {
    subject: ({ title }) => `Estás en la lista de espera: ${title}`,
    heading: 'Estás en la lista de espera',
    intro: ({ title, count }) =>
      `«${title}» está completa por ahora, así que tu reserva de ${seats(count)} está en su lista de espera.`,
    outro: 'En cuanto se liberen plazas, confirmamos las primeras solicitudes que quepan y te escribimos de inmediato.',
  },
  bookingExisting: {
    subject: ({ title }) => `Tu reserva: ${title}`,
    heading: 'Ya tenías esta reserva',
    introConfirmed: ({ title, count }) =>
      `Ya habías reservado «${title}»: tu reserva de ${seats(count)} está confirmada. No se ha reservado nada dos veces.`,
    introWaitlisted: ({ title, count }) =>
      `Ya habías reservado «${title}»: tu reserva de ${seats(count)} está en la lista de espera. No se ha reservado nada dos veces.`,
    sameLink: 'Abajo tienes el enlace a tu reserva: el mismo que en tus correos anteriores.',
  },
  bookingLinkReissued: {
    subject: ({ title }) => `Un enlace nuevo a tu reserva: ${title}`,
    heading: 'Un enlace nuevo a tu reserva',
    intro: ({ title }) =>
      `Hemos sustituido el enlace a tu reserva para «${title}» para mantenerla segura: el enlace de los correos anteriores ya no funciona. A partir de ahora, usa el de abajo; la reserva en sí no ha cambiado.`,
  },
  bookingPromoted: {
    subject: ({ title }) => `Se liberó una plaza: tu reserva para ${title} está confirmada`,
    heading: 'Se liberó una plaza para ti',
    intro: ({ title, count }) =>
      plural('es', count, {
        one: `Se liberó una plaza en «${title}»: tu plaza de la lista de espera ya está confirmada.`,
        other: `Se liberaron plazas en «${title}»: tus ${count} plazas de la lista de espera ya están confirmadas.`,
      }),
    outro: 'Tenemos muchas ganas de verte.',
  },
  bookingMoved: {
    subject: ({ title }) => `Nueva fecha para tu reserva: ${title}`,
    heading: 'Tu reserva tiene una nueva fecha',
    intro: ({ title, date }) => `Tu reserva para «${title}» ha pasado del ${date} a la fecha de abajo.`,
    subjectWaiting: ({ title }) => `En lista de espera para otra fecha: ${title}`,
    headingWaiting: 'Estás en la lista de espera de la nueva fecha',
    introWaiting: ({ title, date, count }) =>
      plural('es', count, {
        one: `La fecha que elegiste para «${title}» está completa: estás en su lista de espera. Conservas tu plaza del ${date} hasta que se libere un lugar; entonces tu reserva cambia de fecha y te escribimos.`,
        other: `La fecha que elegiste para «${title}» está completa: estás en su lista de espera. Conservas tus ${count} plazas del ${date} hasta que se liberen lugares; entonces tu reserva cambia de fecha y te escribimos.`,
      }),
    outro: 'El enlace de tu reserva sigue siendo el mismo.',
  },
  bookingGuest: {
    subject: ({ title }) => `Tienes una plaza: ${title}`,
    subjectReminder: ({ title }) => `Recordatorio: se acerca ${title}`,
    heading: 'Tienes una plaza reservada',
    intro: ({ title, booker }) =>
      `${booker} te ha reservado una plaza en «${title}». Aquí tienes todo lo que necesitas.`,
    introReminder: ({ title, booker }) =>
      `Un recordatorio: se acerca «${title}», con la plaza que ${booker} te reservó.`,
    outro: ({ booker }) => `Para cambiarla o cancelarla, pídeselo a ${booker}, que tiene la reserva.`,
    subjectMoved: ({ title }) => `Nueva fecha para tu plaza: ${title}`,
    headingMoved: 'Tu plaza tiene una nueva fecha',
    introMoved: ({ title, booker, date }) =>
      `${booker} ha cambiado la reserva que incluye tu plaza en «${title}» del ${date} a la fecha de abajo.`,
    subjectCancelled: ({ title }) => `Tu plaza está cancelada: ${title}`,
    headingCancelled: 'Tu plaza está cancelada',
    introCancelled: ({ title, booker }) =>
      `La reserva que ${booker} hizo para «${title}» está cancelada, y con ella la plaza que tenía para ti.`,
    introSessionCancelled: ({ title, booker }) =>
      `El estudio ha cancelado esta sesión de «${title}», y con ella la plaza que ${booker} te reservó. Lo sentimos.`,
  },
  bookingReminder: {
    subject: ({ title }) => `Recordatorio: ${title} se acerca`,
    heading: 'Nos vemos pronto',
    intro: ({ title, count }) =>
      `Te recordamos tu reserva para «${title}»: ${seats(count)}, confirmada. Aquí tienes todo lo que necesitas.`,
    outro:
      'Si al final no puedes venir, cancela con el enlace para que alguien de la lista de espera pueda ocupar tu plaza.',
  },
  bookingCancelled: {
    subject: ({ title }) => `Reserva cancelada: ${title}`,
    heading: 'Tu reserva está cancelada',
    intro: ({ title, count }) => `Tu reserva de ${seats(count)} para «${title}» está cancelada.`,
    outro: 'Esperamos verte en otra ocasión.',
    browse: 'Ver nuestras clases',
  },
  sessionCancelled: {
    subject: ({ title }) => `Sesión cancelada: ${title}`,
    heading: 'Esta sesión está cancelada',
    intro: ({ title }) =>
      `Lo sentimos: el estudio ha cancelado esta sesión de «${title}», así que tu reserva queda cancelada.`,
    refund: 'Si pagaste algo por adelantado, te lo devolvemos en un plazo de 7 días hábiles.',
    outro: 'Elige otra fecha en nuestra web.',
    chooseAnother: 'Elegir otra fecha',
  },
  newsletterConfirm: {
    subject: ({ studio }) => `Confirma tu suscripción al boletín de ${studio}`,
    heading: 'Confirma tu suscripción',
    intro:
      'Gracias por suscribirte. Más o menos una vez al mes te escribimos sobre nuevas clases y reflexiones de nuestro equipo de facilitadores. Confirma que esta dirección es tuya y que quieres recibir nuestro boletín.',
    confirm: 'Confirmar mi suscripción',
    ignoreHint:
      '¿No te suscribiste? Ignora este correo: sin tu confirmación no volveremos a escribirte, y tu dirección se borra a los 7 días.',
  },
  newsletterIssue: {
    reason: ({ studio }) => `Recibes este boletín porque te suscribiste al boletín de ${studio}.`,
    unsubscribe: 'Darme de baja',
  },
  personalDataErased: {
    subject: 'Hemos borrado tus datos',
    heading: 'Hemos borrado tus datos',
    intro: ({ studio }) =>
      `Como nos pediste, ${studio} ha borrado de sus registros tu nombre, tu correo electrónico, tu teléfono y tus mensajes.`,
    cancelled: ({ count }) =>
      plural('es', count, {
        one: 'Hemos cancelado tu próxima reserva y ofrecido su plaza a la lista de espera.',
        other: `Hemos cancelado tus ${count} próximas reservas y ofrecido sus plazas a las listas de espera.`,
      }),
    outro:
      'Solo conservamos cifras anónimas (cuántas plazas tuvo una clase), que ya no dicen quién eres. Este es el último correo que recibirás de nosotros; se borra en cuanto se envía.',
  },
  memberSignIn: {
    subject: ({ studio }) => `Tu enlace para ver tus reservas en ${studio}`,
    heading: 'Tus reservas',
    intro:
      'Pediste un enlace para ver todas tus reservas, solicitudes y tu suscripción al boletín con nosotros. Te da acceso en este dispositivo:',
    button: 'Ver mis reservas',
    hint: 'El enlace funciona una sola vez, durante 30 minutos. Si no lo pediste, ignora este correo: nadie puede entrar sin él.',
  },
  contactReceived: {
    subject: 'Hemos recibido tu mensaje',
    heading: 'Gracias por escribirnos',
    intro: ({ studio }) => `Gracias por escribir a ${studio}. Solemos responder en un plazo de dos días hábiles.`,
    outro: 'Si es urgente, también puedes llamarnos o escribirnos por WhatsApp.',
  },
  privateRequestReceived: {
    subject: ({ title }) => `Hemos recibido tu solicitud: ${title}`,
    heading: 'Hemos recibido tu solicitud',
    intro: ({ title }) =>
      `Gracias por pedir una sesión privada de «${title}». Te propondremos una fecha que te venga bien, normalmente en un plazo de dos días hábiles.`,
    toldUs: 'Lo que nos contaste',
    preferredTimes: 'Horarios que te vienen bien',
    preferredDates: 'Fechas preferidas',
  },
  privateSessionProposed: {
    subject: ({ title }) => `Una fecha para tu sesión privada: ${title}`,
    heading: 'Una fecha para tu sesión privada',
    intro: ({ title }) =>
      `Gracias por tu paciencia. Podemos ofrecerte tu sesión privada de «${title}» en este horario:`,
    note: 'Una nota del estudio',
    outro:
      'Responde a este correo para aceptarla o dinos qué otros horarios te vienen bien. En cuanto la aceptes, te la confirmamos con un enlace a tu reserva.',
  },
  privateRequestDeclined: {
    subject: ({ title }) => `Tu solicitud de sesión privada: ${title}`,
    heading: 'Sobre tu solicitud de sesión privada',
    intro: ({ title }) =>
      `Gracias por pedir una sesión privada de «${title}». Lo sentimos: no podemos ofrecerte una en los horarios que nos indicaste.`,
    note: 'Una nota del estudio',
    outro: 'Puedes volver a pedirla con otras fechas o unirte a una de nuestras clases en grupo.',
    browse: 'Ver nuestras clases',
  },
} satisfies EmailMessages;
