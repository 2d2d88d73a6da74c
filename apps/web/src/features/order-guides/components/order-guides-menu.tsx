import { useState } from 'react';
import { Button as AriaButton, MenuTrigger } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { ClipboardIcon } from '../../../components/ui/icons.tsx';
import { Menu, MenuItem } from '../../../components/ui/menu.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useHeaderGuideList } from '../api/get-header-list.ts';

/**
 * The order-guides widget in the header: the buyer's guides, default first (each opens the order guide detail
 * modal, a quick look at its items with the way into it), and the way to all of them.
 */
export function OrderGuidesMenu() {
  const [opened, setOpened] = useState(false);
  const { data, isPending } = useHeaderGuideList(opened);
  const navigate = useNavigate();
  return (
    <MenuTrigger onOpenChange={(open) => open && setOpened(true)}>
      <AriaButton
        aria-label="Order guides"
        className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-2 text-white outline-none hover:bg-white/10 data-focus-visible:ring-2 data-focus-visible:ring-white"
      >
        <ClipboardIcon className="size-6" />
        <span className="hidden font-semibold lg:inline">Guides</span>
      </AriaButton>
      <Menu
        header="Your order guides"
        onAction={(key) => {
          const guide = data?.guides.find((g) => `guide:${g.id}` === key);
          if (guide) {
            useModalStore.setState({ guide: { guideId: guide.id, orderGuideTitle: guide.name } });
            useModalStore.getState().show('orderGuideDetail');
          } else if (key === 'find') useModalStore.getState().show('orderGuideListing');
          else void navigate(String(key));
        }}
      >
        {isPending ? (
          <MenuItem id="loading" isDisabled>
            Loading…
          </MenuItem>
        ) : (
          (data?.guides ?? []).map((guide) => (
            <MenuItem key={guide.id} id={`guide:${guide.id}`}>
              {guide.name}
              {guide.isDefault && <span className="ml-2 text-sm text-brand-700">Default</span>}
            </MenuItem>
          ))
        )}
        <MenuItem id="find">Find a guide…</MenuItem>
        <MenuItem id="/order-guides/">
          <span className="font-semibold text-brand-800">
            All order guides{data && data.totalCount > data.guides.length ? ` (${data.totalCount})` : ''}
          </span>
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
