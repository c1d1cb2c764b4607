import { stockBackgroundsReply } from '@talkreel/contract';
import { callApi } from '../../../api/client';

/** The stock backgrounds the picture panel offers, each with a small signed picture. */
export const listStockBackgrounds = async () =>
  (
    await callApi('/backgrounds/list', {
      reply: stockBackgroundsReply,
      // The panel shows its own retry line; a toast would repeat it.
      toast: false,
    })
  ).backgrounds;
