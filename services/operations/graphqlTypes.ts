import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ProjectionStatus } from './projectionStatuses.js';

export enum ProjectionStateType {
  LIVE = 'LIVE',
  BEHIND = 'BEHIND',
  REBUILDING = 'REBUILDING',
}
registerEnumType(ProjectionStateType, {
  name: 'ProjectionState',
  description: 'LIVE: holds every event; BEHIND: events wait to be applied; REBUILDING: fresh tables are being built beside the live ones.',
});

@ObjectType('ProjectionRebuild', { description: 'A rebuild under way: fresh tables filled beside the live ones, swapped in when complete.' })
export class ProjectionRebuildType {
  @Field(() => String) startedAt!: string;
  @Field(() => String) updatedAt!: string;
  @Field(() => Float, { nullable: true, description: 'Events read so far; null where the runner does not record it.' }) done!: number | null;
  @Field(() => Float, { nullable: true, description: 'Events in the store when the rebuild started; null where they cannot be counted.' }) total!: number | null;
  @Field(() => Int, { nullable: true, description: '0 to 100, whole; null without a total.' }) percent!: number | null;
}

@ObjectType('ProjectionLease', { description: 'Which process runs a projection now.' })
export class ProjectionLeaseType {
  @Field(() => String, { nullable: true, description: 'Null: no process holds it.' }) holder!: string | null;
  @Field(() => String, { nullable: true }) since!: string | null;
}

@ObjectType('Projection', { description: 'A read model: how far it has got, whether it is being rebuilt, and who runs it.' })
export class ProjectionType {
  @Field(() => String) name!: string;
  @Field(() => Int, { description: "The registered projector's version." }) version!: number;
  @Field(() => Int, { nullable: true, description: 'The version of the projector that built the live rows; null before its first batch.' }) rowsVersion!: number | null;
  @Field(() => Float, { description: 'The last event the live rows hold (positions increase in read order but are not contiguous).' }) position!: number;
  @Field(() => String, { nullable: true }) updatedAt!: string | null;
  @Field(() => Int, { nullable: true, description: 'Events after the checkpoint, counted up to a cap (see eventsBehindCapped); null where the store cannot count them.' })
  eventsBehind!: number | null;
  @Field(() => Boolean, { description: 'More events than eventsBehind are behind: the count stopped at its cap.' }) eventsBehindCapped!: boolean;
  @Field(() => Float, { nullable: true, description: 'Seconds the first events after the checkpoint have waited (0: none waits); null where the store cannot tell.' })
  secondsBehind!: number | null;
  @Field(() => ProjectionStateType) state!: ProjectionStateType;
  @Field(() => ProjectionRebuildType, { nullable: true }) rebuild!: ProjectionRebuildType | null;
  @Field(() => ProjectionLeaseType, { nullable: true, description: 'Null where this installation records no leases.' }) lease!: ProjectionLeaseType | null;
}

export const projectionView = (status: ProjectionStatus): ProjectionType => ({ ...status, state: status.state.toUpperCase() as ProjectionStateType });
