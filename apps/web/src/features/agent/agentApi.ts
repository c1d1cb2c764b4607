import { checkAdminReply } from '@talkreel/contract';
import { callApi } from '../../api/client';

export const checkAgentAdmin = () => callApi('/agent/check-admin', { reply: checkAdminReply });
