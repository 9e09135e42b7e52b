import { act, screen, waitFor } from '@testing-library/react';
import { api, ApiError } from '@adlaunch/session/api';
import { gbpStepPath } from '@adlaunch/shared';
import {
  CERTIFICATE_URL,
  currentPath,
  expectEmptyNamedFields,
  expectFrameValues,
  IMAGE_URL,
  leaveFrame,
  profileWith,
  renderFrame,
  renderWizard,
  resetSession,
  signedInUser,
  signIn,
} from '../../../testing/render';

beforeEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shop.png', { type: 'image/png' });
const pdf = () => new File(['%PDF-1.4'], 'certificate.pdf', { type: 'application/pdf' });

it('uploads a photo with progress and a preview, and the certificate, then saves the step', async () => {
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: profileWith(['about']) });
  let finishImage: (answer: { url: string }) => void = () => undefined;
  const upload = jest.spyOn(api, 'uploadAsset').mockImplementation((_file, kind, onProgress) => {
    if (kind === 'certificate') return Promise.resolve({ url: CERTIFICATE_URL });
    onProgress?.(0.4);
    return new Promise((resolve) => (finishImage = resolve));
  });
  const save = jest.spyOn(api, 'saveProfile').mockResolvedValue({ profile: profileWith(['about', 'business']) });
  const { user } = renderWizard('/setup-gbp/business');

  const description = await screen.findByLabelText('Description');
  await user.type(description, 'Plumbing repairs and geysers across Cape Town.');
  expect(screen.getByText('46 of 750 characters')).toBeInTheDocument();

  await user.upload(screen.getByLabelText('Photo of your business'), png());
  expect(upload).toHaveBeenCalledWith(expect.any(File), 'image', expect.any(Function));
  expect(screen.getByRole('progressbar', { name: 'Uploading photo' })).toHaveAttribute('value', '40');
  expect(screen.getByText('Uploading shop.png: 40%')).toBeInTheDocument();
  await act(async () => finishImage({ url: IMAGE_URL }));
  expect(screen.getByRole('img', { name: 'Preview of your business photo' })).toHaveAttribute('src', IMAGE_URL);
  expect(screen.getByText('shop.png uploaded.')).toBeInTheDocument();

  await user.upload(screen.getByLabelText('Registration certificate (optional)'), pdf());
  expect(await screen.findByRole('link', { name: 'Download the uploaded certificate' })).toHaveAttribute('href', CERTIFICATE_URL);

  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(currentPath()).toBe('/setup-gbp/address'));
  expect(save).toHaveBeenCalledWith({
    description: 'Plumbing repairs and geysers across Cape Town.',
    image_url: IMAGE_URL,
    certificate_url: CERTIFICATE_URL,
    gbp_id: 7,
  });
});

it('says why a file was refused and keeps the step', async () => {
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: profileWith(['about']) });
  jest
    .spyOn(api, 'uploadAsset')
    .mockRejectedValue(new ApiError('This file is not a PNG, JPEG or WebP image. Please upload a photo in one of those formats.', 415));
  const save = jest.spyOn(api, 'saveProfile');
  const { user } = renderWizard('/setup-gbp/business');

  await user.upload(await screen.findByLabelText('Photo of your business'), png());
  expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a PNG, JPEG or WebP image.');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByText('Describe your business in at least 20 characters.')).toBeInTheDocument();
  // A sole proprietor has no certificate: it is optional.
  expect(screen.queryByText('Upload your registration certificate.')).not.toBeInTheDocument();
  expect(save).not.toHaveBeenCalled();
});

it('refuses a file over 5 MB before sending it', async () => {
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: profileWith(['about']) });
  const upload = jest.spyOn(api, 'uploadAsset');
  const { user } = renderWizard('/setup-gbp/business');
  const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
  await user.upload(await screen.findByLabelText('Registration certificate (optional)'), big);
  expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large: at most 5 MB.');
  expect(upload).not.toHaveBeenCalled();
});

it("takes a phone's photo over 5 MB, says the limit in the hint, and refuses one over 20 MB before sending it", async () => {
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: profileWith(['about']) });
  const upload = jest.spyOn(api, 'uploadAsset').mockResolvedValue({ url: IMAGE_URL });
  const { user } = renderWizard('/setup-gbp/business');
  const photo = await screen.findByLabelText('Photo of your business');
  expect(photo).toHaveAccessibleDescription(
    expect.stringContaining('up to 20 MB, straight from your phone. We resize it to at most 2000 pixels on its longest side.'),
  );
  const phone = new File([new Uint8Array(8 * 1024 * 1024)], 'IMG_0001.jpg', { type: 'image/jpeg' });
  await user.upload(photo, phone);
  await waitFor(() => expect(upload).toHaveBeenCalledWith(phone, 'image', expect.any(Function)));
  const huge = new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
  await user.upload(photo, huge);
  expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large: at most 20 MB.');
  expect(upload).toHaveBeenCalledTimes(1);
});

it('shows the saved photo and certificate of a profile', async () => {
  jest.spyOn(api, 'getProfile').mockResolvedValue({ profile: profileWith(['about', 'business']) });
  renderWizard('/setup-gbp/business');
  expect(await screen.findByRole('img', { name: 'Preview of your business photo' })).toHaveAttribute('src', IMAGE_URL);
  expect(screen.getByLabelText('Description')).toHaveValue('Plumbing repairs and geysers across Cape Town.');
});

describe('as a served frame (decision 036)', () => {
  afterEach(leaveFrame);

  it('shows the form with an empty description and no claim about the owner’s uploads', async () => {
    renderFrame('/setup-gbp/business');
    const save = await screen.findByRole('button', { name: 'Save and continue' });
    expect(expectEmptyNamedFields(save)).toEqual(['description']);
    expect(screen.getByLabelText('Photo of your business')).toBeEnabled();
    expect(screen.getByLabelText('Registration certificate (optional)')).toBeEnabled();
    // The server fills the description: the frame cannot count it, nor know what was uploaded.
    expect(screen.getByText('At most 750 characters')).toBeInTheDocument();
    expect(screen.queryByText(/of 750 characters/)).not.toBeInTheDocument();
    expect(screen.getByText('Checking for an uploaded photo…')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Checking for an uploaded certificate…')).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/is uploaded/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // The certificate's hint speaks to a company and to a sole proprietor alike.
    expect(screen.getByText(/A sole proprietor has none: leave this empty. A company may add its CIPC certificate/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/setup-gbp/about');
    expect(screen.getByTestId('plan-summary-pending')).toBeInTheDocument();
  });

  it.each([
    ['a description saved', profileWith(['about', 'business'])],
    ['none yet', profileWith(['about'])],
  ])('holds in the app what the server fills in: %s', async (_, profile) => {
    signIn();
    jest.spyOn(api, 'getProfile').mockResolvedValue({ profile });
    renderWizard('/setup-gbp/business');
    await screen.findByRole('button', { name: 'Save and continue' });
    expect(expectFrameValues(gbpStepPath('business'), { user: signedInUser(), searchAd: null, profile })).toEqual({
      description: profile.description ?? '',
    });
  });
});
