import { BACK_OFFICE_CALLS, createClientFor, type BackOfficeContract } from '@bet/shared';
import { webClientOptions, webFetch } from '../../api/client.ts';

/**
 * The HTTP client of the dealer panel's and the back office's own areas: it comes with the panel's
 * chunk, so their call shapes never load on the player's site. Shared areas stay on `client`.
 */
export const panelClient = createClientFor<BackOfficeContract>(BACK_OFFICE_CALLS, webFetch, webClientOptions);
