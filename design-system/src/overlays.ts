// Overlays and form controls built on the heavier Radix primitives. A second shared entry
// point: the shell's first paint does not need them, so they load when a surface first does.
export { Dialog } from './components/Dialog/Dialog';
export type { DialogProps } from './components/Dialog/Dialog';
export { Drawer } from './components/Drawer/Drawer';
export type { DrawerProps } from './components/Drawer/Drawer';
export { Tabs, TabPanel } from './components/Tabs/Tabs';
export type { TabItem, TabPanelProps, TabsProps } from './components/Tabs/Tabs';
export { Select } from './components/Select/Select';
export type { SelectOption, SelectProps } from './components/Select/Select';
export { Checkbox } from './components/Checkbox/Checkbox';
export type { CheckboxProps } from './components/Checkbox/Checkbox';
