import { z } from 'zod';
import { page } from './pagination.ts';
import { chosenPlace } from './places.ts';

/** The kinds of booking a confirmation may hold (schema.org's reservations). */
export const bookingKinds = ['flight', 'train', 'bus', 'lodging', 'event'] as const;
export type BookingKind = (typeof bookingKinds)[number];

/**
 * A stay a booking gave whose place could not be placed: the member says where it is, and it
 * becomes a To Confirm trip (or dismisses it). `place_text` is what the mail said of the place.
 */
export const importSuggestion = z.object({
  id: z.uuid(),
  kind: z.enum(bookingKinds),
  /** Who sold the booking: "Pension Sonnenblick", "Lufthansa". */
  provider: z.string(),
  reservation_number: z.string().nullable(),
  place_text: z.string(),
  arrival_datetime: z.iso.datetime(),
  departure_datetime: z.iso.datetime(),
});
export type ImportSuggestion = z.infer<typeof importSuggestion>;

/** `GET /imports/suggestions/`: the caller's suggestions that have not ended, by arrival. */
export const importSuggestionsPage = page(importSuggestion);
export type ImportSuggestionsPage = z.infer<typeof importSuggestionsPage>;

/** `POST /imports/suggestions/{id}/trip/`: where the suggested stay is. */
export const completeSuggestionRequest = z.object({ location: chosenPlace });
export type CompleteSuggestionRequest = z.infer<typeof completeSuggestionRequest>;

/** `POST /integrations/forwarding-address/`: the caller's new forwarding address; the old one reaches nobody now. */
export const forwardingAddressResponse = z.object({ forwarding_address: z.string() });
export type ForwardingAddressResponse = z.infer<typeof forwardingAddressResponse>;
