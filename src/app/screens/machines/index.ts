export { MachineDiagram, type MachineDiagramProps } from './MachineDiagram';
export { MachinePage, type MachinePageProps } from './MachinePage';
export { MachinePaths, type MachinePathsProps } from './MachinePaths';
export { MachinesIndexPage } from './MachinesIndexPage';
