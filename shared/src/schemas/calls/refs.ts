import { idSchema } from '@adlaunch/shared/schemas/base';

/** A reference to a stored row, when a step saves into one (module-private: not part of the contract's exports). */
export const idRef = idSchema.nullable().optional();
