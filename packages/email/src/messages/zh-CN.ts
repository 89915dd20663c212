import type { EmailMessages } from './types';

// Chinese has no grammatical plural: counts read the same for every number.
export const zhCN = {
  common: {
    greeting: ({ name }) => `${name}，您好：`,
    greetingGeneric: '您好：',
    signOff: '祝好，',
    team: ({ studio }) => `${studio} 团队`,
    questions: '如有任何问题，直接回复这封邮件即可。',
  },
  footer: {
    sentBy: ({ studio }) => `发件人：${studio}`,
    labelSeparator: '：',
    email: '邮箱',
    phone: '电话',
    whatsapp: 'WhatsApp',
    instagram: 'Instagram',
    website: '网站',
  },
  details: {
    heading: '您的预约',
    class: '课程',
    date: '日期',
    time: '时间',
    duration: '时长',
    place: '地点',
    online: '线上',
    facilitators: () => '引导师',
    seats: '名额',
    seatCount: ({ count }) => `${count} 个名额`,
    price: '价格',
    pricePerPerson: ({ price }) => `每人 ${price}`,
    free: '免费',
    payment: '付款方式',
    payAtStudio: '上课当天开课前在工作室付款：现金、借记卡或 QRIS 均可。',
    payByTransfer: '银行转账：我们会在课程开始前通过邮件发送转账信息。',
    payHybrid:
      '到场参加：上课当天在工作室付款（现金、借记卡或 QRIS）；线上参加：银行转账，转账信息会在课程开始前通过邮件发送。',
    openMap: '在 Google 地图中打开',
    joinOnline: '线上参加',
    meetingLinkPrivate: '请勿转发会议链接：它仅供已预约的学员使用。',
    meetingLinkLater: '会议链接将随确认邮件一起发送。',
    calendarAttached: '本次课程已作为日历文件（.ics）附上，打开即可添加到您的日历。',
  },
  manage: {
    button: '查看或取消预约',
    hint: '在该页面上，您可以把课程添加到日历，或取消预约。此链接仅供您本人使用，请勿转发。',
    cancelUntil: ({ deadline }) => `${deadline} 之前可在线免费取消。`,
    cancelClosed: ({ deadline }) => `在线取消已于 ${deadline} 截止：如需更改或取消此预约，请联系工作室。`,
    allBookings: '查看您的所有预约',
  },
  bookingConfirmed: {
    subject: ({ title }) => `预约成功：${title}`,
    heading: '预约成功',
    intro: ({ title, count }) => `您预约的“${title}”${count} 个名额已确认。`,
    outro: '期待与您相见。',
  },
  bookingWaitlisted: {
    subject: ({ title }) => `您已进入候补名单：${title}`,
    heading: '您已进入候补名单',
    intro: ({ title, count }) => `“${title}”目前已满，您预约的 ${count} 个名额已列入候补名单。`,
    outro: '一旦有名额空出，我们会按顺序确认最早且名额足够的预约，并立即写信通知您。',
  },
  bookingExisting: {
    subject: ({ title }) => `您的预约：${title}`,
    heading: '您已经预约过这节课',
    introConfirmed: ({ title, count }) => `您之前已经预约了“${title}”：您的 ${count} 个名额已确认。没有重复预约。`,
    introWaitlisted: ({ title, count }) =>
      `您之前已经预约了“${title}”：您的 ${count} 个名额仍在候补名单中。没有重复预约。`,
    sameLink: '下方是您预约的链接，与之前邮件中的链接相同。',
  },
  bookingLinkReissued: {
    subject: ({ title }) => `您预约的新链接：${title}`,
    heading: '您预约的新链接',
    intro: ({ title }) =>
      `为保护您的预约安全，我们已更换您“${title}”预约的链接：之前邮件中的链接已失效。今后请使用下方的链接；预约本身没有任何变化。`,
  },
  bookingPromoted: {
    subject: ({ title }) => `有名额空出：您已成功预约 ${title}`,
    heading: '有名额为您空出来了',
    intro: ({ title, count }) => `“${title}”有名额空出：您在候补名单中的 ${count} 个名额现已确认。`,
    outro: '期待与您相见。',
  },
  bookingReminder: {
    subject: ({ title }) => `提醒：${title} 即将开始`,
    heading: '期待很快见到您',
    intro: ({ title, count }) => `温馨提醒：您预约的“${title}”${count} 个名额已确认。以下是您需要了解的全部信息。`,
    outro: '如果您无法前来，请通过该链接取消预约，以便候补名单上的人补上您的名额。',
  },
  bookingCancelled: {
    subject: ({ title }) => `预约已取消：${title}`,
    heading: '您的预约已取消',
    intro: ({ title, count }) => `您预约的“${title}”${count} 个名额已取消。`,
    outro: '期待下次与您相见。',
    browse: '查看我们的课程',
  },
  sessionCancelled: {
    subject: ({ title }) => `课程已取消：${title}`,
    heading: '这节课已取消',
    intro: ({ title }) => `非常抱歉：工作室取消了“${title}”的这节课，因此您的预约也已取消。`,
    refund: '如您已预先付款，我们会在 7 个工作日内全额退还。',
    outro: '欢迎在我们的网站上选择其他日期。',
    chooseAnother: '选择其他日期',
  },
  newsletterConfirm: {
    subject: ({ studio }) => `请确认订阅 ${studio} 通讯`,
    heading: '请确认订阅',
    intro:
      '感谢您的订阅。我们大约每月来信一次，分享新课程以及引导师们的感悟。请确认这是您的邮箱，并且您希望收到我们的通讯。',
    confirm: '确认订阅',
    ignoreHint: '没有订阅过？请忽略这封邮件：未经您确认，我们不会再给您写信，您的邮箱地址将在 7 天后删除。',
  },
  newsletterIssue: {
    reason: ({ studio }) => `您收到这封信，是因为您订阅了 ${studio} 通讯。`,
    unsubscribe: '退订',
  },
<<<<<<< HEAD
  personalDataErased: {
    subject: '您的数据已删除',
    heading: '您的数据已删除',
    intro: ({ studio }) => `按照您的要求，${studio} 已从记录中删除您的姓名、电子邮箱、电话号码和留言。`,
    cancelled: ({ count }) => `您即将参加的 ${count} 个预订已取消，名额已提供给候补名单。`,
    outro:
      '我们只保留匿名的统计数字（例如某节课有多少名额），这些数字不再显示您是谁。这是您收到我们的最后一封邮件，发送后即被删除。',
=======
  memberSignIn: {
    subject: ({ studio }) => `查看您在${studio}的预约的登录链接`,
    heading: '您的预约',
    intro: '您请求了一个链接，用于查看您在我们这里的所有预约、申请和订阅。点击即可在此设备上登录：',
    button: '查看我的预约',
    hint: '此链接仅可使用一次，30 分钟内有效。如果不是您本人请求的，请忽略此邮件：没有此链接，任何人都无法登录。',
>>>>>>> wt/members
  },
  contactReceived: {
    subject: '我们已收到您的留言',
    heading: '感谢您的来信',
    intro: ({ studio }) => `感谢您写信给 ${studio}。我们通常会在两个工作日内回复。`,
    outro: '如有急事，也可以通过电话或 WhatsApp 联系我们。',
  },
  privateRequestReceived: {
    subject: ({ title }) => `我们已收到您的申请：${title}`,
    heading: '我们已收到您的申请',
    intro: ({ title }) => `感谢您申请“${title}”的私人课程。我们通常会在两个工作日内为您提议一个合适的时间。`,
    toldUs: '您告诉我们的信息',
    preferredTimes: '方便的时间',
    preferredDates: '希望的日期',
  },
  privateSessionProposed: {
    subject: ({ title }) => `您的私人课程时间：${title}`,
    heading: '为您安排的私人课程时间',
    intro: ({ title }) => `感谢您的耐心等待。我们可以在以下时间为您安排“${title}”的私人课程：`,
    note: '工作室留言',
    outro:
      '如接受这个时间，请回复这封邮件；如不合适，也请告诉我们其他方便的时间。您确认后，我们会发送附有预约链接的确认邮件。',
  },
  privateRequestDeclined: {
    subject: ({ title }) => `关于您的私人课程申请：${title}`,
    heading: '关于您的私人课程申请',
    intro: ({ title }) => `感谢您申请“${title}”的私人课程。非常抱歉，我们无法在您希望的时间安排课程。`,
    note: '工作室留言',
    outro: '欢迎您选择其他日期再次申请，或参加我们的团体课程。',
    browse: '查看我们的课程',
  },
} satisfies EmailMessages;
