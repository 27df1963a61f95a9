import { css, type Theme } from '@emotion/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { isAssignedToViewer, type PlatformApi, type Task } from '@staydesk/contracts';
import { Button, EmptyState, Skeleton } from '@staydesk/design-system';
import { useState } from 'react';
import { failureMessage, type BidSubject } from '../place-bid/bid-subject';
import { PlaceBidDialog } from '../place-bid/PlaceBidDialog';
import { useGetFullListingQuery } from './api';
import { PhotoCarousel } from './PhotoCarousel';
import {
  AccessInstructions,
  Address,
  Analytics,
  Overview,
  SameDayCheckIn,
  Section,
} from './property-sections';

export const PROPERTY_TEXTS = {
  loadFailed: 'Unable to load listing',
  noListing: 'Listing information is not available for this task.',
  submitBid: 'Submit Bid for This Task',
  accessLater: 'Access instructions and the wifi are shared once the task is assigned to you.',
} as const;

const bodyStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  padding-top: ${theme.space[4]};
`;

interface PropertyDetailsProps {
  task: Task;
  platform: PlatformApi;
}

/**
 * What a provider sees in place of the marketplace (spec §2 "Provider property-details view"):
 * the listing's photos, size, address and the task's figures; how to get in only once the task
 * is theirs; and a bid button while the task is offered and no one has it.
 */
export function PropertyDetails({ task, platform }: PropertyDetailsProps) {
  const listingId = task.metadata.listingId ?? task.listing?.id ?? null;
  const { data: listing, error, isLoading } = useGetFullListingQuery(listingId ?? skipToken);
  const [bidding, setBidding] = useState(false);
  // The API sends a task's access details only to whom it is assigned (a partner: its company).
  const assigned =
    isAssignedToViewer(
      { userId: platform.session.user.id, role: platform.session.currentRole },
      task,
    ) || Boolean(task.property?.access);
  const canBid = task.marketplace_eligible && task.assignments.length === 0 && !assigned;

  if (!listingId) return <EmptyState title={PROPERTY_TEXTS.noListing} />;
  if (isLoading) return <Skeleton height={240} />;
  if (error || !listing) {
    return (
      <EmptyState
        title={PROPERTY_TEXTS.loadFailed}
        description={failureMessage(error, PROPERTY_TEXTS.noListing)}
      />
    );
  }

  const access = task.property?.access ?? null;
  const subject: BidSubject = {
    taskId: task.id,
    title: task.title,
    dueDate: task.due_date,
    location: [listing.location.address, listing.location.city].filter(Boolean).join(', '),
    category: task.category,
    listingId,
    currency: listing.currency,
  };
  return (
    <div css={bodyStyle}>
      <PhotoCarousel photos={listing.photos} name={listing.name} />
      <Section title={listing.name}>
        <p>{task.title}</p>
      </Section>
      <SameDayCheckIn task={task} />
      {canBid && (
        <>
          <Button onClick={() => setBidding(true)}>{PROPERTY_TEXTS.submitBid}</Button>
          <PlaceBidDialog
            subject={subject}
            platform={platform}
            open={bidding}
            onOpenChange={setBidding}
          />
        </>
      )}
      <Overview details={listing.details} />
      <Analytics task={task} />
      <Address location={listing.location} />
      {assigned ? (
        <AccessInstructions
          instructions={listing.serviceProviderAccess?.htmlContent ?? access?.instructions ?? null}
          wifi={listing.wifi ?? access?.wifi ?? null}
        />
      ) : (
        <Section title="Access instructions">
          <p>{PROPERTY_TEXTS.accessLater}</p>
        </Section>
      )}
    </div>
  );
}
