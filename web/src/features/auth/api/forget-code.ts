import type { ForgetCodeRequest, MessageAnswer } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

/** Asks the server to mail a password-reset code to `email`. */
export async function forgetCode(body: ForgetCodeRequest): Promise<MessageAnswer> {
  const { data } = await apiClient.patch<MessageAnswer>('/user/forget_code', body);
  return data;
}
