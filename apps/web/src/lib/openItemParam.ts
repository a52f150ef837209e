import { useSearchParams } from 'react-router-dom';

/** Query parameter naming the item whose detail panel a list screen shows. */
export const OPEN_ITEM_PARAM = 'open';

/** A list screen with one item's detail panel open, e.g. /myproadmin/users?open=<id>. */
export function openItemPath(listPath: string, id: string): string {
  return `${listPath}?${new URLSearchParams({ [OPEN_ITEM_PARAM]: id })}`;
}

/**
 * The item whose panel is open, kept in the address (?open=<id>) so that a link (the top-bar
 * search) can open it and the back button closes it. Other parameters (page, search) are kept.
 */
export function useOpenItemParam(): [openId: string | null, setOpenId: (id: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const setOpenId = (id: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(OPEN_ITEM_PARAM, id);
      else next.delete(OPEN_ITEM_PARAM);
      return next;
    });
  return [searchParams.get(OPEN_ITEM_PARAM), setOpenId];
}
