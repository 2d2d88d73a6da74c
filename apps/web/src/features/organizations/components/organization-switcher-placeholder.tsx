import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { useOrganizations } from '../api/list-organizations.ts';
import { SingleOrganization, SwitcherLabel } from './organization-label.tsx';

/** Props of OrganizationSwitcherPlaceholder. */
export interface OrganizationSwitcherPlaceholderProps {
  className?: string;
  onPress: () => void;
}

/** The organization switcher as drawn before its menu's code has loaded; pressing it loads and opens the menu. */
export function OrganizationSwitcherPlaceholder({
  className = '',
  onPress,
}: OrganizationSwitcherPlaceholderProps) {
  const { data: organizations = [] } = useOrganizations();
  const current = organizations.find((o) => o.isActive);
  if (organizations.length === 0) return null;
  if (organizations.length === 1 && current)
    return <SingleOrganization organization={current} className={className} />;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      onClick={onPress}
      className={buttonClasses('inverse', `justify-between px-3 ${className}`)}
    >
      <SwitcherLabel current={current} />
    </button>
  );
}
