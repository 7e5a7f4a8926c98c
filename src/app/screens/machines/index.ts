export { MachineDiagram, type MachineDiagramProps } from './MachineDiagram';
export { MachinePaths, type MachinePathsProps } from './MachinePaths';
export { MachinesPage } from './MachinesPage';
