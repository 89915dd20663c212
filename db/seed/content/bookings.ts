/**
 * Demo bookings of upcoming sessions: a few nearly full, one full with a waiting list, some quiet.
 * `session` counts the class's upcoming sessions from 0 (the soonest); each number is one booking's seats.
 */
export interface SeedSessionBookings {
  slug: string;
  session: number;
  confirmed: number[];
  /** In the order they joined the waiting list. */
  waitlisted: number[];
}

export const sessionBookings: SeedSessionBookings[] = [
  // Full (20 of 20), three people waiting.
  {
    slug: 'evening-breathwork',
    session: 0,
    confirmed: [2, 1, 1, 3, 1, 2, 1, 1, 2, 1, 1, 2, 1, 1],
    waitlisted: [1, 2, 1],
  },
  // Nearly full.
  {
    slug: 'saturday-slow-flow-yoga',
    session: 0,
    confirmed: [2, 1, 1, 4, 1, 1, 2, 1, 1, 2, 1, 1, 3, 1],
    waitlisted: [],
  },
  {
    slug: 'career-clarity-circle',
    session: 1,
    confirmed: [1, 2, 1, 1, 3, 1, 1, 2, 1, 1, 2, 1, 1, 3, 2],
    waitlisted: [],
  },
  { slug: 'resilience-at-work-workshop', session: 0, confirmed: [5, 2, 1, 4, 3, 1, 2, 1, 6, 2], waitlisted: [] },
  // Some room.
  { slug: 'sound-and-stillness', session: 0, confirmed: [2, 1, 2], waitlisted: [] },
  { slug: 'tuesday-morning-yoga', session: 1, confirmed: [1, 1, 2, 1, 1], waitlisted: [] },
  { slug: 'midweek-mindful-lunch', session: 0, confirmed: [1, 3, 1, 1, 1, 2], waitlisted: [] },
  { slug: 'new-year-intentions-retreat', session: 0, confirmed: [2, 1, 1, 2], waitlisted: [] },
];

/** Who books: names as the studio's members have them; addresses on example.com (RFC 2606). */
export const bookingPeople: Array<{ name: string; phone: string }> = [
  { name: 'Ayu Lestari', phone: '+62 812 3456 0101' },
  { name: 'Budi Santoso', phone: '+62 813 2200 0102' },
  { name: 'Citra Maharani', phone: '+62 811 8700 0103' },
  { name: 'Dimas Prasetyo', phone: '+62 857 1100 0104' },
  { name: 'Eka Putri', phone: '+62 812 9900 0105' },
  { name: 'Fajar Nugroho', phone: '+62 821 4400 0106' },
  { name: 'Gita Savitri', phone: '+62 838 5500 0107' },
  { name: 'Hendra Wijaya', phone: '+62 812 6600 0108' },
  { name: 'Indah Permata', phone: '+62 813 7700 0109' },
  { name: 'Joko Susilo', phone: '+62 815 8800 0110' },
  { name: 'Kartika Sari', phone: '+62 817 1200 0111' },
  { name: 'Lukas Tanoto', phone: '+62 812 2300 0112' },
  { name: 'Maya Anggraini', phone: '+62 878 3400 0113' },
  { name: 'Nadia Rahman', phone: '+62 812 4500 0114' },
  { name: 'Oki Setiawan', phone: '+62 819 5600 0115' },
  { name: 'Putu Ayu Dewi', phone: '+62 812 6700 0116' },
  { name: 'Rizky Ramadhan', phone: '+62 822 7800 0117' },
  { name: 'Sarah Wong', phone: '+62 811 8900 0118' },
  { name: 'Teguh Hartanto', phone: '+62 813 9000 0119' },
  { name: 'Wulan Kusuma', phone: '+62 812 0100 0120' },
  { name: 'Yohanes Siregar', phone: '+62 852 1300 0121' },
  { name: 'Zahra Aulia', phone: '+62 812 2400 0122' },
  { name: 'Emma Collins', phone: '+62 811 3500 0123' },
  { name: 'Kenji Tanaka', phone: '+62 812 4600 0124' },
];

/** An address for a demo person, e.g. `ayu.lestari@example.com`. */
export const demoEmail = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;
