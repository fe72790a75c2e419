import React, {
  cloneElement,
  useId,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useScrollPositionBlocker, useTabs, sanitizeTabsChildren} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import type {PanelLink} from '@site/src/theme/TabItem';
import styles from './styles.module.css';

// Ejected from the classic theme (3.7) only to drop its `key={String(isBrowser)}`, which rebuilt every
// tab set, hidden panels and code included, right after hydration: the largest single task on
// reference pages. The selected tab is hydrated as the server rendered it and then synced from the
// URL or storage by useTabs' layout effect, so the remount is not needed to show the right tab.
// Each tab and its panel name each other (aria-controls, aria-labelledby), with ids from useId.

type TabsState = ReturnType<typeof useTabs>;

/** The ids of the tab and the panel of a tab set's value. */
interface TabIds {
  tab(value: string): string;
  panel(value: string): string;
}

function TabList({
  className,
  block,
  lazy,
  selectedValue,
  selectValue,
  tabValues,
  ids,
}: Props & TabsState & {ids: TabIds}): ReactNode {
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (event: KeyboardEvent<HTMLLIElement> | MouseEvent<HTMLLIElement>) => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.indexOf(newTab)].value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    const index = tabRefs.indexOf(event.currentTarget);
    if (event.key === 'Enter') handleTabChange(event);
    else if (event.key === 'ArrowRight') (tabRefs[index + 1] ?? tabRefs[0])?.focus();
    else if (event.key === 'ArrowLeft') (tabRefs[index - 1] ?? tabRefs[tabRefs.length - 1])?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          id={ids.tab(value)}
          // A lazy set renders only the selected panel: only its tab can name it.
          aria-controls={!lazy || selectedValue === value ? ids.panel(value) : undefined}
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(tab) => {
            tabRefs.push(tab);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({lazy, children, selectedValue, ids}: Props & TabsState & {ids: TabIds}): ReactNode {
  const tabItems = (Array.isArray(children) ? children : [children]).filter(Boolean) as ReactElement<
    TabItemProps & PanelLink
  >[];
  const link = (value: string): PanelLink => ({id: ids.panel(value), 'aria-labelledby': ids.tab(value)});
  if (lazy) {
    const selected = tabItems.find((tabItem) => tabItem.props.value === selectedValue);
    return selected
      ? cloneElement(selected, {
          className: clsx('margin-top--md', selected.props.className),
          ...link(selected.props.value),
        })
      : null;
  }
  return (
    <div className="margin-top--md">
      {tabItems.map((tabItem, index) =>
        cloneElement(tabItem, {
          key: index,
          hidden: tabItem.props.value !== selectedValue,
          ...link(tabItem.props.value),
        }),
      )}
    </div>
  );
}

function TabsComponent(props: Props): ReactNode {
  const tabs = useTabs(props);
  const base = useId();
  // A value may hold any character; its index in the set keeps the id plain.
  const index = (value: string) => tabs.tabValues.findIndex((tab) => tab.value === value);
  const ids: TabIds = {tab: (value) => `${base}tab-${index(value)}`, panel: (value) => `${base}panel-${index(value)}`};
  return (
    <div className={clsx('tabs-container', styles.tabList)}>
      <TabList {...props} {...tabs} ids={ids} />
      <TabContent {...props} {...tabs} ids={ids} />
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  return <TabsComponent {...props}>{sanitizeTabsChildren(props.children)}</TabsComponent>;
}
