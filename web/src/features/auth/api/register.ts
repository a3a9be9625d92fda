import { uiLanguage } from '@/lib/account-language';
import { apiClient, type MessageAnswer } from '@/lib/api-client';

/** What the register form sends; the phone goes as `mobile`. */
export interface RegisterBody {
  name: string;
  mobile: string;
  email: string;
  password: string;
}

export async function register(body: RegisterBody): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>('/user/register', {
    ...body,
    language: uiLanguage(),
  });
  return data;
}
