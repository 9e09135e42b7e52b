import { type SocialLeadRequest } from '@adlaunch/shared';
import { api } from '@adlaunch/shared/api';

/** Stores a social media ads enquiry; answers the server's thank-you sentence. */
export async function submitSocialLead(lead: SocialLeadRequest): Promise<string> {
  const answer = await api.socialLead(lead);
  return answer.message;
}
