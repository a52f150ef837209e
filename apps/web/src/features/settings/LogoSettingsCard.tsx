import { useState, type ChangeEvent } from 'react';
import { FormField } from '../../components/FormField';
import { InputField } from '../../components/InputField';
import { hasFieldErrors, type FieldErrors } from '../../lib/formValidation';
import { notifySuccess } from '../../lib/notices';
import { DEFAULT_LOGO_SIZE, removeConsoleLogo, storeConsoleLogo, useConsoleLogo } from './consoleLogo';
import { TitledCard } from '../../components/TitledCard';

/** Local storage holds a few megabytes per site, and a data: URL is a third larger than the file. */
const MAX_LOGO_FILE_BYTES = 1024 * 1024;
const MAX_LOGO_SIDE = 1000;

type LogoField = 'image' | 'width' | 'height';

function sideError(label: string, text: string): string | undefined {
  const value = Number(text);
  return /^\d+$/.test(text.trim()) && value >= 1 && value <= MAX_LOGO_SIDE
    ? undefined
    : `${label} must be a whole number from 1 to ${MAX_LOGO_SIDE}`;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Uploads the console logo into this browser, at a chosen width and height. */
export function LogoSettingsCard() {
  const storedLogo = useConsoleLogo();
  const [image, setImage] = useState(storedLogo?.image ?? '');
  const [width, setWidth] = useState(String(storedLogo?.width ?? DEFAULT_LOGO_SIZE.width));
  const [height, setHeight] = useState(String(storedLogo?.height ?? DEFAULT_LOGO_SIZE.height));
  const [errors, setErrors] = useState<FieldErrors<LogoField>>({});

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setErrors({ image: 'Choose an image file' });
    } else if (file.size > MAX_LOGO_FILE_BYTES) {
      setErrors({ image: 'Choose an image of 1 MB or less' });
    } else {
      setImage(await readAsDataUrl(file));
      setErrors({});
    }
  };

  const save = () => {
    const fieldErrors: FieldErrors<LogoField> = {
      image: image ? undefined : 'Choose an image',
      width: sideError('Width', width),
      height: sideError('Height', height),
    };
    setErrors(fieldErrors);
    if (hasFieldErrors(fieldErrors)) return;
    try {
      storeConsoleLogo({ image, width: Number(width), height: Number(height) });
      notifySuccess('Logo saved');
    } catch {
      setErrors({ image: 'This browser could not keep the image; choose a smaller one' });
    }
  };

  const remove = () => {
    removeConsoleLogo();
    notifySuccess('Logo removed');
    setImage('');
    setWidth(String(DEFAULT_LOGO_SIZE.width));
    setHeight(String(DEFAULT_LOGO_SIZE.height));
    setErrors({});
  };

  return (
    <TitledCard title="Logo" subtitle="Shown in the sidebar. It is kept in this browser only.">
      <form
        className="settings-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <FormField label="Logo image" error={errors.image} hint="PNG, JPG, SVG or GIF, up to 1 MB.">
          {(control) => <input {...control} className="input input--file" type="file" accept="image/*" onChange={chooseFile} />}
        </FormField>
        <div className="form-grid">
          <InputField label="Width" error={errors.width} type="number" min={1} max={MAX_LOGO_SIDE} value={width} onChange={(event) => setWidth(event.target.value)} />
          <InputField label="Height" error={errors.height} type="number" min={1} max={MAX_LOGO_SIDE} value={height} onChange={(event) => setHeight(event.target.value)} />
        </div>
        <div className="logo-preview">
          {image ? (
            <img src={image} alt="Logo preview" width={Number(width) || DEFAULT_LOGO_SIZE.width} height={Number(height) || DEFAULT_LOGO_SIZE.height} />
          ) : (
            <span className="muted">No logo chosen</span>
          )}
        </div>
        <div className="form-actions">
          {storedLogo && (
            <button type="button" className="button" onClick={remove}>
              Remove logo
            </button>
          )}
          <button type="submit" className="button button--primary">
            Save logo
          </button>
        </div>
      </form>
    </TitledCard>
  );
}
