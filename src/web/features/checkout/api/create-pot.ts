import type { CreatePotInput } from '@contracts/pots';
import { api } from '@/lib/api';

/** `POST /api/pots`: the checkout as a pot's draft; answers the contributors' link and the organiser's. */
export const createPot = (input: CreatePotInput) => api<{ id: string; token: string; organiserToken: string }>('/api/pots', { method: 'POST', body: input });
