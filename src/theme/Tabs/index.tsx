import React, {cloneElement, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {useScrollPositionBlocker, useTabs, sanitizeTabsChildren} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import styles from './styles.module.css';

// Ejected from the classic theme (3.7) only to drop its `key={String(isBrowser)}`, which rebuilt every
// tab set, hidden panels and code included, right after hydration: the largest single task on
// reference pages. The selected tab is hydrated as the server rendered it and then synced from the
// URL or storage by useTabs' layout effect, so the remount is not needed to show the right tab.

type TabsState = ReturnType<typeof useTabs>;

function TabList({className, block, selectedValue, selectValue, tabValues}: Props & TabsState): ReactNode {
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (event: KeyboardEvent<HTMLLIElement> | MouseEvent<HTMLLIElement>) => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.indexOf(newTab)]!.value;
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

function TabContent({lazy, children, selectedValue}: Props & TabsState): ReactNode {
  const tabItems = (Array.isArray(children) ? children : [children]).filter(Boolean) as ReactElement<TabItemProps>[];
  if (lazy) {
    const selected = tabItems.find((tabItem) => tabItem.props.value === selectedValue);
    return selected ? cloneElement(selected, {className: clsx('margin-top--md', selected.props.className)}) : null;
  }
  return (
    <div className="margin-top--md">
      {tabItems.map((tabItem, index) =>
        cloneElement(tabItem, {key: index, hidden: tabItem.props.value !== selectedValue}),
      )}
    </div>
  );
}

function TabsComponent(props: Props): ReactNode {
  const tabs = useTabs(props);
  return (
    <div className={clsx('tabs-container', styles.tabList)}>
      <TabList {...props} {...tabs} />
      <TabContent {...props} {...tabs} />
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  return <TabsComponent {...props}>{sanitizeTabsChildren(props.children)}</TabsComponent>;
}
