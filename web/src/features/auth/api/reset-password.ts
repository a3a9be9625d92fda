import { apiClient, type MessageAnswer } from '@/lib/api-client';

export interface ResetPasswordBody {
  email: string;
  code: string;
  password: string;
}

export async function resetPassword(body: ResetPasswordBody): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>('/user/reset_password', body);
  return data;
}
