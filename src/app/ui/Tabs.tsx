import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { withBase } from './class-names';

export type { TabListProps, TabPanelProps, TabProps, TabsProps };

export function Tabs({ className, ...rest }: TabsProps) {
  return <RACTabs {...rest} className={withBase('ui-tabs', className)} />;
}

export function TabList<T extends object>({ className, ...rest }: TabListProps<T>) {
  return <RACTabList {...rest} className={withBase('ui-tab-list', className)} />;
}

export function Tab({ className, ...rest }: TabProps) {
  return <RACTab {...rest} className={withBase('ui-tab', className)} />;
}

export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <RACTabPanel {...rest} className={withBase('ui-tab-panel', className)} />;
}
