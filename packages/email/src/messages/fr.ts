import { plural } from '../locale';
import type { EmailMessages } from './types';

// French typography: a no-break space (\u00a0) inside « » and before : ; ? !
const quoted = (title: string) => `«\u00a0${title}\u00a0»`;
const seats = (count: number) => plural('fr', count, { one: `${count}\u00a0place`, other: `${count}\u00a0places` });

export const fr = {
  common: {
    greeting: ({ name }) => `Bonjour ${name},`,
    greetingGeneric: 'Bonjour,',
    signOff: 'Bien chaleureusement,',
    team: ({ studio }) => `L’équipe ${studio}`,
    questions: 'Une question\u00a0? Répondez simplement à cet e-mail.',
  },
  footer: {
    sentBy: ({ studio }) => `Envoyé par ${studio}`,
    labelSeparator: '\u00a0: ',
    email: 'E-mail',
    phone: 'Téléphone',
    whatsapp: 'WhatsApp',
    instagram: 'Instagram',
    website: 'Site web',
  },
  details: {
    heading: 'Votre réservation',
    class: 'Cours',
    date: 'Date',
    time: 'Heure',
    duration: 'Durée',
    place: 'Lieu',
    online: 'En ligne',
    facilitators: ({ count }) => plural('fr', count, { one: 'Intervenant·e', other: 'Intervenant·es' }),
    seats: 'Places',
    seatCount: ({ count }) => seats(count),
    price: 'Tarif',
    pricePerPerson: ({ price }) => `${price} par personne`,
    free: 'Gratuit',
    payment: 'Paiement',
    payAtStudio: 'Au studio le jour même, avant le début du cours\u00a0: espèces, carte de débit ou QRIS.',
    payByTransfer: 'Par virement bancaire\u00a0: nous vous envoyons les coordonnées par e-mail avant la séance.',
    payHybrid:
      'Sur place, au studio le jour même (espèces, carte de débit ou QRIS)\u00a0; en ligne, par virement bancaire, avec les coordonnées envoyées par e-mail avant la séance.',
    openMap: 'Ouvrir dans Google Maps',
    joinOnline: 'Rejoindre en ligne',
    meetingLinkPrivate: 'Merci de garder ce lien pour vous\u00a0: il est réservé aux participants de la séance.',
    meetingLinkLater: 'Le lien de la séance vous parviendra avec votre confirmation.',
    attendanceMode: 'Votre participation',
    attendInPerson: 'En présentiel, au studio',
    attendOnline: 'En ligne, par le lien de la réunion',
    calendarAttached: 'La séance est jointe en fichier d’agenda (.ics)\u00a0: ouvrez-le pour l’ajouter à votre agenda.',
  },
  manage: {
    button: 'Voir ou annuler votre réservation',
    hint: 'Sur cette page, vous pouvez ajouter la séance à votre agenda ou l’annuler. Ce lien est personnel\u00a0: gardez-le pour vous.',
    cancelUntil: ({ deadline }) => `Annulation gratuite en ligne jusqu’au ${deadline}.`,
    cancelClosed: ({ deadline }) =>
      `L’annulation en ligne a fermé le ${deadline}\u00a0: pour modifier ou annuler cette réservation, veuillez contacter le studio.`,
    allBookings: 'Voir toutes vos réservations',
  },
  waitlist: {
    position: ({ position }) => `Vous êtes en position ${position} sur la liste d’attente.`,
    leave: 'Quitter la liste d’attente',
  },
  bookingConfirmed: {
    subject: ({ title }) => `Réservation confirmée\u00a0: ${title}`,
    heading: 'Votre réservation est confirmée',
    intro: ({ title, count }) =>
      plural('fr', count, {
        one: `Votre place pour ${quoted(title)} est confirmée.`,
        other: `Vos ${count}\u00a0places pour ${quoted(title)} sont confirmées.`,
      }),
    outro: 'Nous avons hâte de vous accueillir.',
  },
  bookingWaitlisted: {
    subject: ({ title }) => `Vous êtes sur liste d’attente\u00a0: ${title}`,
    heading: 'Vous êtes sur liste d’attente',
    intro: ({ title, count }) =>
      `${quoted(title)} est complet pour le moment\u00a0: votre réservation de ${seats(count)} est sur sa liste d’attente.`,
    outro:
      'Dès que des places se libèrent, les premières demandes qui y trouvent place sont confirmées, et nous vous écrivons aussitôt.',
  },
  bookingExisting: {
    subject: ({ title }) => `Votre réservation\u00a0: ${title}`,
    heading: 'Vous aviez déjà réservé',
    introConfirmed: ({ title, count }) =>
      `Vous aviez déjà réservé ${quoted(title)}\u00a0: votre réservation de ${seats(count)} est confirmée. Rien n’a été réservé deux fois.`,
    introWaitlisted: ({ title, count }) =>
      `Vous aviez déjà réservé ${quoted(title)}\u00a0: votre réservation de ${seats(count)} est sur liste d’attente. Rien n’a été réservé deux fois.`,
    sameLink: 'Le lien vers votre réservation se trouve ci-dessous\u00a0: le même que dans vos e-mails précédents.',
  },
  bookingLinkReissued: {
    subject: ({ title }) => `Un nouveau lien vers votre réservation\u00a0: ${title}`,
    heading: 'Un nouveau lien vers votre réservation',
    intro: ({ title }) =>
      `Nous avons remplacé le lien vers votre réservation pour ${quoted(title)} afin de la protéger\u00a0: le lien des e-mails précédents ne fonctionne plus. Utilisez désormais celui ci-dessous\u00a0; la réservation elle-même n’a pas changé.`,
  },
  bookingPromoted: {
    subject: ({ title }) => `Une place s’est libérée\u00a0: votre réservation pour ${title} est confirmée`,
    heading: 'Une place s’est libérée pour vous',
    intro: ({ title, count }) =>
      plural('fr', count, {
        one: `Une place s’est libérée pour ${quoted(title)}\u00a0: votre place sur liste d’attente est maintenant confirmée.`,
        other: `Des places se sont libérées pour ${quoted(title)}\u00a0: vos ${count}\u00a0places sur liste d’attente sont maintenant confirmées.`,
      }),
    outro: 'Nous avons hâte de vous accueillir.',
  },
  bookingMoved: {
    subject: ({ title }) => `Nouvelle date pour votre réservation\u00a0: ${title}`,
    heading: 'Votre réservation a une nouvelle date',
    intro: ({ title, date }) => `Votre réservation pour ${quoted(title)} passe du ${date} à la date ci-dessous.`,
    subjectWaiting: ({ title }) => `Sur liste d’attente pour une autre date\u00a0: ${title}`,
    headingWaiting: 'Vous êtes sur la liste d’attente de la nouvelle date',
    introWaiting: ({ title, date, count }) =>
      plural('fr', count, {
        one: `La date choisie pour ${quoted(title)} est complète\u00a0: vous êtes sur sa liste d’attente. Vous gardez votre place du ${date} jusqu’à ce qu’une place se libère\u00a0; votre réservation change alors de date et nous vous écrivons.`,
        other: `La date choisie pour ${quoted(title)} est complète\u00a0: vous êtes sur sa liste d’attente. Vous gardez vos ${count}\u00a0places du ${date} jusqu’à ce que des places se libèrent\u00a0; votre réservation change alors de date et nous vous écrivons.`,
      }),
    outro: 'Le lien de votre réservation reste le même.',
  },
  bookingGuest: {
    subject: ({ title }) => `Une place pour vous\u00a0: ${title}`,
    subjectReminder: ({ title }) => `Rappel\u00a0: ${title} approche`,
    heading: 'Une place est réservée pour vous',
    intro: ({ title, booker }) =>
      `${booker} a réservé une place pour vous à ${quoted(title)}. Voici tout ce qu’il vous faut.`,
    introReminder: ({ title, booker }) =>
      `Petit rappel\u00a0: ${quoted(title)} approche, avec la place que ${booker} a réservée pour vous.`,
    outro: ({ booker }) => `Pour la modifier ou l’annuler, adressez-vous à ${booker}, qui détient la réservation.`,
    subjectMoved: ({ title }) => `Nouvelle date pour votre place\u00a0: ${title}`,
    headingMoved: 'Votre place a une nouvelle date',
    introMoved: ({ title, booker, date }) =>
      `${booker} a déplacé la réservation qui comprend votre place à ${quoted(title)} du ${date} à la date ci-dessous.`,
    subjectCancelled: ({ title }) => `Votre place est annulée\u00a0: ${title}`,
    headingCancelled: 'Votre place est annulée',
    introCancelled: ({ title, booker }) =>
      `La réservation de ${booker} pour ${quoted(title)} est annulée, et avec elle la place qu’elle vous réservait.`,
    introSessionCancelled: ({ title, booker }) =>
      `Le studio a annulé cette séance de ${quoted(title)}, et avec elle la place que ${booker} avait réservée pour vous. Nous en sommes désolés.`,
  },
  bookingReminder: {
    subject: ({ title }) => `Rappel\u00a0: ${title} approche`,
    heading: 'À très bientôt',
    intro: ({ title, count }) =>
      `Un petit rappel de votre réservation pour ${quoted(title)}\u00a0: ${seats(count)}, confirmée. Voici tout ce qu’il vous faut.`,
    outro:
      'Si vous ne pouvez plus venir, annulez par ce lien\u00a0: une personne sur liste d’attente pourra prendre votre place.',
  },
  bookingCancelled: {
    subject: ({ title }) => `Réservation annulée\u00a0: ${title}`,
    heading: 'Votre réservation est annulée',
    intro: ({ title, count }) => `Votre réservation de ${seats(count)} pour ${quoted(title)} est annulée.`,
    outro: 'Nous espérons vous voir une prochaine fois.',
    browse: 'Voir nos cours',
  },
  sessionCancelled: {
    subject: ({ title }) => `Séance annulée\u00a0: ${title}`,
    heading: 'Cette séance est annulée',
    intro: ({ title }) =>
      `Nous sommes désolés\u00a0: le studio a annulé cette séance de ${quoted(title)}, votre réservation est donc annulée.`,
    refund: 'Tout ce que vous avez payé à l’avance vous est remboursé sous 7\u00a0jours ouvrés.',
    outro: 'Choisissez une autre date sur notre site.',
    chooseAnother: 'Choisir une autre date',
  },
  newsletterConfirm: {
    subject: ({ studio }) => `Confirmez votre abonnement à la newsletter de ${studio}`,
    heading: 'Confirmez votre abonnement',
    intro:
      'Merci de votre abonnement. Environ une fois par mois, nous vous écrivons au sujet des nouveaux cours et des réflexions de nos intervenants. Confirmez que cette adresse est bien la vôtre et que vous souhaitez recevoir notre newsletter.',
    confirm: 'Confirmer mon abonnement',
    ignoreHint:
      'Vous ne vous êtes pas abonné·e\u00a0? Ignorez ce message\u00a0: sans confirmation, nous ne vous écrirons plus, et votre adresse sera effacée au bout de 7\u00a0jours.',
  },
  newsletterIssue: {
    reason: ({ studio }) => `Vous recevez cette lettre parce que vous êtes abonné·e à la newsletter de ${studio}.`,
    unsubscribe: 'Se désabonner',
  },
  personalDataErased: {
    subject: 'Vos données ont été supprimées',
    heading: 'Vos données ont été supprimées',
    intro: ({ studio }) =>
      `Comme vous l’avez demandé, ${studio} a supprimé de ses registres votre nom, votre adresse e-mail, votre numéro de téléphone et vos messages.`,
    cancelled: ({ count }) =>
      plural('fr', count, {
        one: 'Votre réservation à venir a été annulée et sa place proposée à la liste d’attente.',
        other: `Vos ${count} réservations à venir ont été annulées et leurs places proposées aux listes d’attente.`,
      }),
    outro:
      'Nous ne gardons que des chiffres anonymes (combien de places un cours a eues), qui ne disent plus qui vous êtes. Ceci est le dernier e-mail que vous recevrez de nous ; il est supprimé dès son envoi.',
  },
  memberSignIn: {
    subject: ({ studio }) => `Votre lien pour voir vos réservations chez ${studio}`,
    heading: 'Vos réservations',
    intro:
      'Vous avez demandé un lien pour voir toutes vos réservations, vos demandes et votre abonnement à la newsletter chez nous. Il vous connecte sur cet appareil\u00a0:',
    button: 'Voir mes réservations',
    hint: 'Le lien fonctionne une seule fois, pendant 30\u00a0minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail\u00a0: personne ne peut se connecter sans lui.',
  },
  contactReceived: {
    subject: 'Nous avons bien reçu votre message',
    heading: 'Merci de nous avoir écrit',
    intro: ({ studio }) => `Merci d’avoir écrit à ${studio}. Nous répondons généralement sous deux jours ouvrés.`,
    outro: 'En cas d’urgence, vous pouvez aussi nous joindre par téléphone ou sur WhatsApp.',
  },
  privateRequestReceived: {
    subject: ({ title }) => `Nous avons bien reçu votre demande\u00a0: ${title}`,
    heading: 'Nous avons bien reçu votre demande',
    intro: ({ title }) =>
      `Merci d’avoir demandé une séance privée de ${quoted(title)}. Nous vous proposerons une date qui vous convient, généralement sous deux jours ouvrés.`,
    toldUs: 'Ce que vous nous avez indiqué',
    preferredTimes: 'Horaires qui vous conviennent',
    preferredDates: 'Dates souhaitées',
  },
  privateSessionProposed: {
    subject: ({ title }) => `Une date pour votre séance privée\u00a0: ${title}`,
    heading: 'Une date pour votre séance privée',
    intro: ({ title }) =>
      `Merci de votre patience. Nous pouvons vous proposer votre séance privée de ${quoted(title)} à ce moment-ci\u00a0:`,
    note: 'Un mot du studio',
    outro:
      'Répondez à cet e-mail pour l’accepter, ou indiquez-nous d’autres horaires qui vous conviennent. Dès que vous l’acceptez, nous la confirmons avec un lien vers votre réservation.',
  },
  privateRequestDeclined: {
    subject: ({ title }) => `Votre demande de séance privée\u00a0: ${title}`,
    heading: 'À propos de votre demande de séance privée',
    intro: ({ title }) =>
      `Merci d’avoir demandé une séance privée de ${quoted(title)}. Nous sommes désolés\u00a0: nous ne pouvons pas vous en proposer une aux horaires demandés.`,
    note: 'Un mot du studio',
    outro: 'N’hésitez pas à refaire une demande avec d’autres dates, ou à rejoindre l’un de nos cours collectifs.',
    browse: 'Voir nos cours',
  },
} satisfies EmailMessages;
