// Answers every call may give.
import { z } from 'zod';

export const messageAnswerSchema = z.object({ message: z.string() });
export const errorAnswerSchema = z.object({ error: z.string(), message: z.string().optional() });
