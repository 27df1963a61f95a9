import { MARKETPLACE_TOAST_MS, type PlatformApi } from '@staydesk/contracts';
import { useClaimTaskMutation } from '../place-bid/api';
import { BID_TEXTS } from '../place-bid/bid-subject';

/**
 * Claims an offered task for the provider. The first claim wins on the server; a provider who
 * lost the race is told 'Failed to claim task', and the offers are read again without it.
 */
export function useClaim(platform: PlatformApi) {
  const [claimTask, { isLoading, originalArgs }] = useClaimTaskMutation();
  const claim = async (taskId: string) => {
    try {
      await claimTask({ taskId }).unwrap();
      platform.toast(BID_TEXTS.claimed, 'success', MARKETPLACE_TOAST_MS.success);
    } catch (failure: unknown) {
      console.error(BID_TEXTS.claimFailed, failure);
      platform.toast(BID_TEXTS.claimFailed, 'error', MARKETPLACE_TOAST_MS.error);
    }
  };
  return { claim, claimingTaskId: isLoading ? (originalArgs?.taskId ?? null) : null };
}
