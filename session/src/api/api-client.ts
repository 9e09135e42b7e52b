import axios, { type AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { MESSAGES } from '@adlaunch/shared';
import { useSessionStore } from '../stores/session-store';
import { apiBase } from '../lib/api-base';
import { ApiError, toApiError } from '../lib/api-error';

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
