export { TitledCard as VmCard } from '@/components/titled-card';
