import { loadApi } from '@adlaunch/session';
import { type SocialLeadRequest } from '@adlaunch/shared';

/** Stores a social media ads enquiry; answers the server's thank-you sentence. */
export async function submitSocialLead(lead: SocialLeadRequest): Promise<string> {
  const { api } = await loadApi();
  const answer = await api.socialLead(lead);
  return answer.message;
}
