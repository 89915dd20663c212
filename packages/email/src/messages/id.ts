import type { EmailMessages } from './types';

// Indonesian nouns do not change with the number ("1 tempat", "3 tempat"): one form for every count.
export const id = {
  common: {
    greeting: ({ name }) => `Halo, ${name},`,
    greetingGeneric: 'Halo,',
    signOff: 'Salam hangat,',
    team: ({ studio }) => `Tim ${studio}`,
    questions: 'Ada pertanyaan? Cukup balas email ini.',
  },
  footer: {
    sentBy: ({ studio }) => `Dikirim oleh ${studio}`,
    labelSeparator: ': ',
    email: 'Email',
    phone: 'Telepon',
    whatsapp: 'WhatsApp',
    instagram: 'Instagram',
    website: 'Situs web',
  },
  details: {
    heading: 'Pemesanan Anda',
    class: 'Kelas',
    date: 'Tanggal',
    time: 'Waktu',
    duration: 'Durasi',
    place: 'Lokasi',
    online: 'Daring',
    facilitators: () => 'Fasilitator',
    seats: 'Jumlah tempat',
    seatCount: ({ count }) => `${count} tempat`,
    price: 'Harga',
    pricePerPerson: ({ price }) => `${price} per orang`,
    free: 'Gratis',
    payment: 'Cara membayar',
    payAtStudio: 'Di studio pada hari kelas, sebelum kelas dimulai: tunai, kartu debit, atau QRIS.',
    payByTransfer: 'Lewat transfer bank: kami kirimkan detailnya lewat email sebelum sesi dimulai.',
    payHybrid:
      'Jika hadir langsung, bayar di studio pada hari kelas (tunai, kartu debit, atau QRIS); jika daring, lewat transfer bank dengan detail yang kami kirimkan lewat email sebelum sesi dimulai.',
    openMap: 'Buka di Google Maps',
    joinOnline: 'Ikuti secara daring',
    meetingLinkPrivate: 'Mohon jangan bagikan tautan pertemuan ini: tautan ini hanya untuk peserta yang sudah memesan.',
    meetingLinkLater: 'Tautan pertemuan akan dikirim bersama konfirmasi Anda.',
    attendanceMode: 'Cara Anda bergabung',
    attendInPerson: 'Tatap muka, di studio',
    attendOnline: 'Daring, melalui tautan pertemuan',
    calendarAttached:
      'Sesi ini kami lampirkan sebagai file kalender (.ics): buka file tersebut untuk menambahkannya ke kalender Anda.',
  },
  manage: {
    button: 'Lihat atau batalkan pemesanan',
    hint: 'Di halaman itu Anda dapat menambahkan sesi ke kalender atau membatalkannya. Tautan ini bersifat pribadi: mohon jangan dibagikan.',
    cancelUntil: ({ deadline }) => `Pembatalan gratis secara daring hingga ${deadline}.`,
    cancelClosed: ({ deadline }) =>
      `Pembatalan daring ditutup pada ${deadline}: untuk mengubah atau membatalkan pemesanan ini, silakan hubungi studio.`,
    allBookings: 'Lihat semua pemesanan Anda',
  },
  waitlist: {
    position: ({ position }) => `Anda berada di urutan ke-${position} dalam daftar tunggu.`,
    leave: 'Keluar dari daftar tunggu',
  },
  bookingConfirmed: {
    subject: ({ title }) => `Pemesanan terkonfirmasi: ${title}`,
    heading: 'Pemesanan Anda terkonfirmasi',
    intro: ({ title, count }) => `Pemesanan ${count} tempat Anda untuk “${title}” sudah terkonfirmasi.`,
    outro: 'Kami menantikan kehadiran Anda.',
  },
  bookingWaitlisted: {
    subject: ({ title }) => `Anda masuk daftar tunggu: ${title}`,
    heading: 'Anda masuk daftar tunggu',
    intro: ({ title, count }) =>
      `“${title}” sedang penuh, jadi pemesanan ${count} tempat Anda masuk ke daftar tunggunya.`,
    outro:
      'Begitu ada tempat yang kosong, permintaan paling awal yang muat akan dikonfirmasi dan kami langsung mengabari Anda.',
  },
  bookingExisting: {
    subject: ({ title }) => `Pemesanan Anda: ${title}`,
    heading: 'Anda sudah memesan kelas ini',
    introConfirmed: ({ title, count }) =>
      `Anda sudah memesan “${title}” sebelumnya: pemesanan ${count} tempat Anda sudah terkonfirmasi. Tidak ada pemesanan ganda.`,
    introWaitlisted: ({ title, count }) =>
      `Anda sudah memesan “${title}” sebelumnya: pemesanan ${count} tempat Anda masih di daftar tunggu. Tidak ada pemesanan ganda.`,
    sameLink: 'Tautan ke pemesanan Anda ada di bawah ini: sama dengan tautan di email sebelumnya.',
  },
  bookingLinkReissued: {
    subject: ({ title }) => `Tautan baru ke pemesanan Anda: ${title}`,
    heading: 'Tautan baru ke pemesanan Anda',
    intro: ({ title }) =>
      `Kami telah mengganti tautan ke pemesanan Anda untuk “${title}” demi keamanan pemesanan Anda: tautan di email sebelumnya sudah tidak berlaku. Mulai sekarang, gunakan tautan di bawah ini; pemesanannya sendiri tidak berubah.`,
  },
  bookingPromoted: {
    subject: ({ title }) => `Ada tempat kosong: pemesanan Anda untuk ${title} terkonfirmasi`,
    heading: 'Ada tempat kosong untuk Anda',
    intro: ({ title, count }) =>
      `Ada tempat kosong di “${title}”: pemesanan ${count} tempat Anda dari daftar tunggu kini sudah terkonfirmasi.`,
    outro: 'Kami menantikan kehadiran Anda.',
  },
  bookingMoved: {
    subject: ({ title }) => `Tanggal baru untuk pemesanan Anda: ${title}`,
    heading: 'Pemesanan Anda memiliki tanggal baru',
    intro: ({ title, date }) =>
      `Pemesanan Anda untuk “${title}” telah dipindahkan dari ${date} ke tanggal di bawah ini.`,
    subjectWaiting: ({ title }) => `Dalam daftar tunggu untuk tanggal lain: ${title}`,
    headingWaiting: 'Anda ada di daftar tunggu untuk tanggal baru',
    introWaiting: ({ title, date, count }) =>
      `Tanggal yang Anda pilih untuk “${title}” sudah penuh: Anda ada di daftar tunggunya. Anda tetap memegang ${count} tempat pada ${date} sampai ada tempat kosong; saat itu pemesanan Anda dipindahkan dan kami mengirimi Anda email.`,
    outro: 'Tautan pemesanan Anda tetap sama.',
  },
  bookingGuest: {
    subject: ({ title }) => `Anda mendapat tempat: ${title}`,
    subjectReminder: ({ title }) => `Pengingat: ${title} segera dimulai`,
    heading: 'Tempat sudah dipesan untuk Anda',
    intro: ({ title, booker }) =>
      `${booker} telah memesan tempat untuk Anda di “${title}”. Berikut semua yang Anda perlukan.`,
    introReminder: ({ title, booker }) =>
      `Pengingat: “${title}” segera dimulai, dengan tempat yang dipesan ${booker} untuk Anda.`,
    outro: ({ booker }) => `Untuk mengubah atau membatalkan, hubungi ${booker}, yang memegang pemesanan.`,
    subjectMoved: ({ title }) => `Tanggal baru untuk tempat Anda: ${title}`,
    headingMoved: 'Tempat Anda pindah ke tanggal baru',
    introMoved: ({ title, booker, date }) =>
      `${booker} memindahkan pemesanan yang mencakup tempat Anda di “${title}” dari ${date} ke tanggal di bawah ini.`,
    subjectCancelled: ({ title }) => `Tempat Anda dibatalkan: ${title}`,
    headingCancelled: 'Tempat Anda dibatalkan',
    introCancelled: ({ title, booker }) =>
      `Pemesanan ${booker} untuk “${title}” dibatalkan, begitu pula tempat yang disediakan untuk Anda.`,
    introSessionCancelled: ({ title, booker }) =>
      `Studio membatalkan sesi “${title}” ini, begitu pula tempat yang dipesan ${booker} untuk Anda. Mohon maaf.`,
  },
  bookingReminder: {
    subject: ({ title }) => `Pengingat: ${title} segera dimulai`,
    heading: 'Sampai jumpa sebentar lagi',
    intro: ({ title, count }) =>
      `Sekadar mengingatkan pemesanan Anda untuk “${title}”: ${count} tempat, sudah terkonfirmasi. Berikut semua yang perlu Anda ketahui.`,
    outro:
      'Jika Anda berhalangan hadir, mohon batalkan melalui tautan tersebut agar orang di daftar tunggu bisa menggantikan tempat Anda.',
  },
  bookingCancelled: {
    subject: ({ title }) => `Pemesanan dibatalkan: ${title}`,
    heading: 'Pemesanan Anda dibatalkan',
    intro: ({ title, count }) => `Pemesanan ${count} tempat Anda untuk “${title}” sudah dibatalkan.`,
    outro: 'Semoga kita bertemu di lain waktu.',
    browse: 'Lihat kelas kami',
  },
  sessionCancelled: {
    subject: ({ title }) => `Sesi dibatalkan: ${title}`,
    heading: 'Sesi ini dibatalkan',
    intro: ({ title }) =>
      `Mohon maaf, studio membatalkan sesi “${title}” ini, sehingga pemesanan Anda juga dibatalkan.`,
    refund: 'Pembayaran di muka yang sudah Anda lakukan akan kami kembalikan dalam 7 hari kerja.',
    outro: 'Silakan pilih tanggal lain di situs kami.',
    chooseAnother: 'Pilih tanggal lain',
  },
  newsletterConfirm: {
    subject: ({ studio }) => `Konfirmasi langganan newsletter ${studio}`,
    heading: 'Konfirmasi langganan Anda',
    intro:
      'Terima kasih sudah berlangganan. Kira-kira sebulan sekali kami menulis tentang kelas baru dan renungan dari para fasilitator kami. Mohon konfirmasi bahwa alamat ini milik Anda dan Anda ingin menerima newsletter kami.',
    confirm: 'Konfirmasi langganan saya',
    ignoreHint:
      'Tidak merasa berlangganan? Abaikan saja email ini: tanpa konfirmasi, kami tidak akan menulis lagi, dan alamat Anda dihapus setelah 7 hari.',
  },
  newsletterIssue: {
    reason: ({ studio }) => `Anda menerima surat ini karena berlangganan newsletter ${studio}.`,
    unsubscribe: 'Berhenti berlangganan',
  },
  personalDataErased: {
    subject: 'Data Anda sudah dihapus',
    heading: 'Data Anda sudah dihapus',
    intro: ({ studio }) =>
      `Sesuai permintaan Anda, ${studio} sudah menghapus nama, alamat email, nomor telepon, dan pesan Anda dari catatan kami.`,
    cancelled: ({ count }) =>
      `${count} pemesanan Anda yang akan datang sudah dibatalkan dan tempatnya ditawarkan kepada daftar tunggu.`,
    outro:
      'Kami hanya menyimpan angka anonim (berapa tempat yang terisi di sebuah kelas), yang tidak lagi menunjukkan siapa Anda. Ini email terakhir dari kami; email ini dihapus setelah terkirim.',
  },
  memberSignIn: {
    subject: ({ studio }) => `Tautan masuk untuk pemesanan Anda di ${studio}`,
    heading: 'Pemesanan Anda',
    intro:
      'Anda meminta tautan untuk melihat semua pemesanan, permintaan, dan langganan newsletter Anda di tempat kami. Tautan ini membuat Anda masuk di perangkat ini:',
    button: 'Lihat pemesanan saya',
    hint: 'Tautan ini hanya berlaku sekali, selama 30 menit. Jika Anda tidak memintanya, abaikan email ini: tidak ada yang bisa masuk tanpa tautan ini.',
  },
  contactReceived: {
    subject: 'Pesan Anda sudah kami terima',
    heading: 'Terima kasih sudah menghubungi kami',
    intro: ({ studio }) => `Terima kasih sudah menulis kepada ${studio}. Biasanya kami membalas dalam dua hari kerja.`,
    outro: 'Jika mendesak, Anda juga bisa menghubungi kami lewat telepon atau WhatsApp.',
  },
  privateRequestReceived: {
    subject: ({ title }) => `Permintaan Anda sudah kami terima: ${title}`,
    heading: 'Permintaan Anda sudah kami terima',
    intro: ({ title }) =>
      `Terima kasih sudah meminta sesi privat “${title}”. Kami akan mengusulkan jadwal yang cocok untuk Anda, biasanya dalam dua hari kerja.`,
    toldUs: 'Yang Anda sampaikan kepada kami',
    preferredTimes: 'Waktu yang cocok untuk Anda',
    preferredDates: 'Tanggal pilihan',
  },
  privateSessionProposed: {
    subject: ({ title }) => `Jadwal untuk sesi privat Anda: ${title}`,
    heading: 'Jadwal untuk sesi privat Anda',
    intro: ({ title }) =>
      `Terima kasih atas kesabaran Anda. Kami dapat menawarkan sesi privat “${title}” pada waktu berikut:`,
    note: 'Catatan dari studio',
    outro:
      'Silakan balas email ini untuk menerimanya, atau beri tahu kami waktu lain yang cocok. Setelah Anda setuju, kami akan mengonfirmasinya dengan tautan ke pemesanan Anda.',
  },
  privateRequestDeclined: {
    subject: ({ title }) => `Permintaan sesi privat Anda: ${title}`,
    heading: 'Tentang permintaan sesi privat Anda',
    intro: ({ title }) =>
      `Terima kasih sudah meminta sesi privat “${title}”. Mohon maaf, kami tidak dapat menyediakannya pada waktu yang Anda minta.`,
    note: 'Catatan dari studio',
    outro:
      'Anda dipersilakan mengajukan permintaan lagi dengan tanggal lain, atau bergabung di salah satu kelas kelompok kami.',
    browse: 'Lihat kelas kami',
  },
} satisfies EmailMessages;
