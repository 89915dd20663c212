import { type ClassSession, MAX_SEATS_PER_REGISTRATION } from '@app/contract';

/**
 * The most seats one booking of this session can ask for: the places left while there are any; once
 * it is full, a whole session's worth (a waiting-list request); at most the contract's limit.
 */
export function seatChoices(session: Pick<ClassSession, 'capacity' | 'seatsLeft'> | null): number {
  if (!session || session.capacity === null) return MAX_SEATS_PER_REGISTRATION;
  const room = session.seatsLeft !== null && session.seatsLeft > 0 ? session.seatsLeft : session.capacity;
  return Math.max(1, Math.min(MAX_SEATS_PER_REGISTRATION, room));
}
