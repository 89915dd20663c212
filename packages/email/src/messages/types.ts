/** The values messages are filled with; each message names the ones it uses. */
export interface MessageValues {
  /** The person's name as they typed it. */
  name: string;
  /** The class, in the reader's language. */
  title: string;
  /** The studio's name. */
  studio: string;
  /** Seats, facilitators: whatever the message counts (plural-aware). */
  count: number;
  /** A price already formatted for the reader's locale and currency. */
  price: string;
  /** A date and time already formatted for the reader, with the zone it is in. */
  deadline: string;
  /** A session's date and time already formatted for the reader (the date a booking moved from). */
  date: string;
  /** Who booked a seat for a guest, as they typed their name. */
  booker: string;
  /** A booking's place on a waiting list: 1 is the next to get a place. */
  position: number;
}
