import { z } from 'zod';

/** A reference to a stored row, when a step saves into one (module-private: not part of the contract's exports). */
export const idRef = z.number().int().positive().nullable().optional();
