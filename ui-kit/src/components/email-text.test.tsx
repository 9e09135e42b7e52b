import { render } from '@testing-library/react';
import { EmailText } from './email-text';

it('lets a long address wrap only at its dots, hyphens and before the @, and reads as the address', () => {
  const { container } = render(<EmailText email="lindiwe.mokoena@greenleafplumbing-and-geysers.co.za" />);
  expect(container).toHaveTextContent('lindiwe.mokoena@greenleafplumbing-and-geysers.co.za');
  expect(container.innerHTML.replace(/<\/?span[^>]*>/g, '')).toBe(
    'lindiwe.<wbr>mokoena<wbr>@greenleafplumbing-<wbr>and-<wbr>geysers<wbr>.co<wbr>.za',
  );
});
