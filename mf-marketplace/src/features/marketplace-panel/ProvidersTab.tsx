import {
  PROVIDER_CARD_LIMITS,
  PROVIDER_MIN_RATINGS,
  type ProviderCard,
  type ProviderMinRating,
} from '@staydesk/contracts';
import { Badge, Button, EmptyState, Skeleton, VisuallyHidden } from '@staydesk/design-system';
import { Checkbox, Select } from '@staydesk/design-system/overlays';
import { useState } from 'react';
import { ActionError } from './ActionError';
import { useGetProvidersQuery, useInviteProvidersMutation } from './api';
import { Chips, ProviderIdentity } from './ProviderIdentity';
import type { TabProps } from './tab-props';
import { actionsStyle, cardStyle, plainListStyle, tabBodyStyle } from './tabStyles';
import { usePanelAction } from './usePanelAction';

const RATING_OPTIONS = PROVIDER_MIN_RATINGS.map((rating) => ({
  value: String(rating),
  label: rating === 0 ? 'Any rating' : `${rating}+ stars`,
}));

const ratingOf = (value: string): ProviderMinRating =>
  PROVIDER_MIN_RATINGS.find((rating) => String(rating) === value) ?? 0;

function ProviderItem({
  provider,
  selected,
  onSelect,
}: {
  provider: ProviderCard;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  return (
    <li css={cardStyle} aria-label={provider.name}>
      <ProviderIdentity provider={provider} />
      <Chips
        label="Service areas"
        items={provider.serviceAreas}
        shown={PROVIDER_CARD_LIMITS.serviceAreas}
      />
      <Chips label="Skills" items={provider.skills} shown={PROVIDER_CARD_LIMITS.skills} />
      <div css={actionsStyle}>
        {provider.hasBid && <Badge tone="info">Has bid</Badge>}
        {provider.invited && <Badge tone="neutral">Invited</Badge>}
      </div>
      {!provider.invited && !provider.hasBid && (
        <Checkbox label={`Invite ${provider.name}`} checked={selected} onCheckedChange={onSelect} />
      )}
    </li>
  );
}

function ProvidersLoading() {
  return (
    <div css={tabBodyStyle}>
      <p role="status" css={{ margin: 0 }}>
        <VisuallyHidden>Loading providers…</VisuallyHidden>
      </p>
      <Skeleton height={96} />
      <Skeleton height={96} />
    </div>
  );
}

/** Providers matching the task, filtered by minimum rating; structure editors invite them. */
export default function ProvidersTab(props: TabProps) {
  // Matching and inviting are the structure editors' (spec §6); the API answers no one else.
  if (!props.editable) {
    return (
      <EmptyState
        title="Provider matching is for the task's managers"
        description="Managers find matching providers here and invite them to bid."
      />
    );
  }
  return <ProviderMatching {...props} />;
}

function ProviderMatching({ task, platform }: TabProps) {
  const [minRating, setMinRating] = useState<ProviderMinRating>(0);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const providers = useGetProvidersQuery({ taskId: task.id, minRating });
  const [invite] = useInviteProvidersMutation();
  const action = usePanelAction(platform);
  const choose = (id: string) => (selected: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (selected) next.add(id);
      else next.delete(id);
      return next;
    });
  const sendInvites = async () => {
    const providerIds = [...chosen];
    const sent = await action.run(() => invite({ taskId: task.id, providerIds }).unwrap(), {
      success: `Invited ${providerIds.length} provider${providerIds.length === 1 ? '' : 's'}`,
      failure: 'Failed to invite providers',
    });
    if (sent) setChosen(new Set());
  };
  const list = (() => {
    if (providers.isLoading) return <ProvidersLoading />;
    if (providers.isError) {
      return (
        <EmptyState
          title="Failed to Load Providers"
          action={
            <Button onClick={() => void providers.refetch()} loading={providers.isFetching}>
              Try Again
            </Button>
          }
        />
      );
    }
    if (!providers.data?.length) return <EmptyState title="No Providers Found" />;
    return (
      <ul css={plainListStyle} aria-label="Providers">
        {providers.data.map((provider) => (
          <ProviderItem
            key={provider.id}
            provider={provider}
            selected={chosen.has(provider.id)}
            onSelect={choose(provider.id)}
          />
        ))}
      </ul>
    );
  })();
  return (
    <div css={tabBodyStyle}>
      <Select
        label="Minimum rating"
        options={RATING_OPTIONS}
        value={String(minRating)}
        onValueChange={(value) => setMinRating(ratingOf(value))}
      />
      <div css={actionsStyle}>
        <Button
          onClick={() => void sendInvites()}
          disabled={chosen.size === 0}
          loading={action.pending}
        >
          {chosen.size > 0 ? `Invite ${chosen.size} to Bid` : 'Invite to Bid'}
        </Button>
      </div>
      <ActionError error={action.error} />
      {list}
    </div>
  );
}
