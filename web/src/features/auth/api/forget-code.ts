import { apiClient, type MessageAnswer } from '@/lib/api-client';

export interface ForgetCodeBody {
  email: string;
}

/** Asks the server to mail a password-reset code to `email`. */
export async function forgetCode(body: ForgetCodeBody): Promise<MessageAnswer> {
  const { data } = await apiClient.patch<MessageAnswer>('/user/forget_code', body);
  return data;
}
