/**
 * The chosen brand's logo image, fetched from its address, to send with the car: registerUserCar
 * takes the logo as a multipart file (docs/api.md, "Garage").
 */
export async function fetchBrandLogo(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The brand logo could not be loaded (${response.status})`);
  return response.blob();
}
