// The tab list of the connection screen (WAI-ARIA tabs). Activation is manual: the arrow keys,
// Home and End move focus between the tabs, Enter or Space chooses one. Choosing a tab can forget
// a pending registration, so merely passing over a tab with the arrows must not do that.
import { type KeyboardEvent, useRef } from 'react';

export type ConnectionTab = 'login' | 'register' | 'reset';

/** In the order SPEC §2 names them; Register is the default. */
export const CONNECTION_TABS: readonly { id: ConnectionTab; label: string }[] = [
  { id: 'login', label: 'Login' },
  { id: 'register', label: 'Register' },
  { id: 'reset', label: 'Password Reset' },
];

export const tabId = (tab: ConnectionTab) => `connection-tab-${tab}`;
export const panelId = (tab: ConnectionTab) => `connection-panel-${tab}`;

interface ConnectionTabsProps {
  selected: ConnectionTab;
  onChoose: (tab: ConnectionTab) => void;
}

export function ConnectionTabs({ selected, onChoose }: ConnectionTabsProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = CONNECTION_TABS.length;
    const current = buttons.current.indexOf(document.activeElement as HTMLButtonElement);
    const targets: Record<string, number> = {
      ArrowRight: (current + 1) % count,
      ArrowLeft: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    if (target === undefined || current === -1) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="tabs" role="tablist" aria-label="Connection" onKeyDown={onKeyDown}>
      {CONNECTION_TABS.map(({ id, label }, index) => (
        <button
          key={id}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(id)}
          className="tabs__tab"
          aria-selected={id === selected}
          // Only the chosen panel is rendered, so only its tab points at one.
          aria-controls={id === selected ? panelId(id) : undefined}
          tabIndex={id === selected ? 0 : -1}
          onClick={() => onChoose(id)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
