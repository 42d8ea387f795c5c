/** Every ticket id is this many digits: eleven random ones and a Luhn check digit. */
export const TICKET_ID_LENGTH = 12;

/** The Luhn check digit of a string of digits (the digit that makes body + digit check-valid). */
export function luhnCheckDigit(body: string): string {
  let sum = 0;
  // from the right, every second digit of the body (the check digit's neighbour first) is doubled
  for (let i = 0; i < body.length; i++) {
    let d = body.charCodeAt(body.length - 1 - i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** The ticket id of eleven digits of chance: those digits and their check digit. */
export function ticketIdFromBody(body: string): string {
  if (!/^\d+$/.test(body) || body.length !== TICKET_ID_LENGTH - 1)
    throw new RangeError(`a ticket id body is ${TICKET_ID_LENGTH - 1} digits`);
  return body + luhnCheckDigit(body);
}

/**
 * A complete ticket id as the server makes them: a scan cut short or a digit misread fails it, so
 * a scanner's partial burst never opens somebody else's ticket.
 */
export function isTicketId(code: string): boolean {
  if (code.length !== TICKET_ID_LENGTH || !/^\d+$/.test(code)) return false;
  return luhnCheckDigit(code.slice(0, -1)) === code.slice(-1);
}
