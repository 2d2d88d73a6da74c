import type { ReactNode } from 'react';
import { useEditMarker } from '../../lib/edit-mode-store.ts';
import { EmptyState } from './empty-state.tsx';
import { PageHeading } from './page-heading.tsx';

/** Props of AccountPageFrame. */
export interface AccountPageFrameProps {
  heading: string;
  intro?: string | undefined;
  emptyTitle: string;
  emptyText: string;
  icon: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of an account page whose own features are still to come: heading, intro and its empty state. */
export function AccountPageFrame({
  heading,
  intro,
  emptyTitle,
  emptyText,
  icon,
  actions,
  children,
}: AccountPageFrameProps) {
  const headingMarker = useEditMarker('heading');
  const introMarker = useEditMarker('intro');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <PageHeading
        title={heading}
        intro={intro}
        breadcrumbs={[{ name: 'Home', url: '/' }]}
        titleProps={headingMarker}
        introProps={introMarker}
      />
      {children}
      <EmptyState icon={icon} title={emptyTitle} actions={actions} className="mt-8">
        {emptyText}
      </EmptyState>
    </div>
  );
}
