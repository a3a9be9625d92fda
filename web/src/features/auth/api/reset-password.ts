import type { MessageAnswer, ResetPasswordRequest } from '@shop/shared';
import { apiClient } from '@/lib/api-client';

export async function resetPassword(body: ResetPasswordRequest): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>('/user/reset_password', body);
  return data;
}
