import type { PublicUser } from '@shop/shared';
import { uiLanguage } from '@/lib/account-language';
import { apiClient } from '@/lib/api-client';

export interface LoginBody {
  email: string;
  password: string;
}

export interface LoginAnswer {
  message: string;
  token: string;
  user: PublicUser;
  payload: { role: string };
}

export async function login(body: LoginBody): Promise<LoginAnswer> {
  const { data } = await apiClient.post<LoginAnswer>('/user/login', {
    ...body,
    language: uiLanguage(),
  });
  return data;
}
