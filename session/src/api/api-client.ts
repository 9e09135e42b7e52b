import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { MESSAGES } from '@adlaunch/shared';
import { useSessionStore } from '../stores/session-store';

declare global {
  interface Window {
    /** Run-time configuration of the site (the served page's `meta` tags say the same). */
    __ADLAUNCH_CONFIG__?: { apiBase?: string; blogUrl?: string };
  }
}

/** The API base comes from run-time configuration (set by the served page); same origin by default. */
export function apiBase(): string {
  if (typeof window === 'undefined') return '';
  return window.__ADLAUNCH_CONFIG__?.apiBase || document.querySelector<HTMLMetaElement>('meta[name="api-base"]')?.content || '';
}

export const apiClient = axios.create({
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  timeout: 30000,
});

apiClient.interceptors.request.use((config) => {
  config.baseURL = apiBase();
  const token = useSessionStore.getState().token;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ErrorBody {
  error?: unknown;
  message?: unknown;
  fields?: Record<string, string[]>;
}

/** Product spec §8: the answer's `error`, else its `message`, else a generic sentence. */
export function errorMessage(error: unknown, preferField?: string): string {
  if (error instanceof ApiError) {
    const preferred = preferField ? error.fields[preferField]?.[0] : undefined;
    return preferred ?? error.message;
  }
  if (error instanceof AxiosError) return toApiError(error).message;
  return MESSAGES.genericError;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const body = (error.response?.data ?? {}) as ErrorBody;
    const text =
      (typeof body.error === 'string' && body.error) || (typeof body.message === 'string' && body.message) || MESSAGES.genericError;
    return new ApiError(text, error.response?.status ?? null, body.fields ?? {});
  }
  return new ApiError(MESSAGES.genericError, null);
}

/** Sends a request and validates the answer against its contract schema. */
export async function call<T extends z.ZodType>(answer: T, config: AxiosRequestConfig): Promise<z.infer<T>> {
  try {
    const response = await apiClient.request(config);
    const parsed = answer.safeParse(response.data);
    if (!parsed.success) throw new ApiError(MESSAGES.genericError, response.status);
    return parsed.data;
  } catch (error) {
    throw toApiError(error);
  }
}
