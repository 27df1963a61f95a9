// What detail panels are built of: the side panel, the detail list (with the rows of a
// property's business and platforms), sanitised HTML and the task's load error. A shared entry
// point of its own: the shell's first paint needs none of it, so it loads with the first panel.
export { DetailList } from './components/DetailList/DetailList';
export type { Detail, DetailListLayout, DetailListProps } from './components/DetailList/DetailList';
export {
  businessContactRows,
  businessDetailRows,
  platformRows,
} from './components/DetailList/property-rows';
export { PropertyCard } from './components/PropertyCard/PropertyCard';
export type { PropertyCardData } from './components/PropertyCard/PropertyCard';
export { TaskLoadError } from './components/TaskLoadError/TaskLoadError';
export type { TaskLoadErrorProps } from './components/TaskLoadError/TaskLoadError';
export { SidePanel } from './components/SidePanel/SidePanel';
export type { SidePanelProps } from './components/SidePanel/SidePanel';
export { SafeHtml } from './components/SafeHtml/SafeHtml';
export type { SafeHtmlProps } from './components/SafeHtml/SafeHtml';
export { useTakeFocus } from './hooks/useTakeFocus';
export { textareaStyle } from './styles/textarea';
