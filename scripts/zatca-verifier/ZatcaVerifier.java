// An independent check of the shop's ZATCA documents (server/src/zatca), written against ZATCA's
// Security Features Implementation Standard with other libraries than the shop's: the invoice
// hash recomputed with an XSLT that drops the three excluded parts and Apache Santuario's
// C14N 1.1 (as ZATCA's SDK does); the ECDSA secp256k1 signature checked with BouncyCastle; the
// XAdES SignedProperties digest recomputed from dom4j's serialisation (as ZATCA's SDK does); the
// certificate digest, issuer and serial; the QR's nine tags against the document; the document
// against OASIS's UBL 2.1 schema; and, when ZATCA_RULES_DIR names a folder holding them, ZATCA's
// own validation rules: the Schematron files of its SDK (EN 16931 and KSA, compiled to XSLT 2.0),
// run with Saxon. The SDK is not redistributed with the shop, so that check is optional.
//
// Usage: [ZATCA_RULES_DIR=<sdk>/Data/Rules/schematrons] java -cp <jars> ZatcaVerifier.java <document.xml>...
// Prints one JSON object per document and line: { file, ok, hash, icv, pih, rules, problems[],
// warnings[] }; rules is how many rule files were run, problems are also the rules' errors, and
// warnings the rules' warnings (ZATCA accepts a document with warnings, and answers them).
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.Security;
import java.security.Signature;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.xml.XMLConstants;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.stream.StreamResult;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import net.sf.saxon.s9api.Processor;
import net.sf.saxon.s9api.QName;
import net.sf.saxon.s9api.XdmDestination;
import net.sf.saxon.s9api.XdmItem;
import net.sf.saxon.s9api.XdmNode;
import net.sf.saxon.s9api.XsltExecutable;
import org.apache.xml.security.c14n.Canonicalizer;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.dom4j.DocumentHelper;
import org.dom4j.XPath;
import org.dom4j.io.SAXReader;

public class ZatcaVerifier {
  static final String XSD = "external/schemas/ubl21/maindoc/UBL-Invoice-2.1.xsd";
  static final Map<String, String> NS = new HashMap<>();
  // Schemas the UBL 2.1 copy imports by namespace only (ph-xsds-* jars).
  static final Map<String, String> IMPORTED = Map.of(
      "urn:un:unece:uncefact:data:specification:CoreComponentTypeSchemaModule:2", "schemas/CCTS_CCT_SchemaModule.xsd",
      "http://www.w3.org/2000/09/xmldsig#", "schemas/xmldsig-core-schema.xsd",
      "http://uri.etsi.org/01903/v1.3.2#", "schemas/XAdES01903v132-201601.xsd",
      "http://uri.etsi.org/01903/v1.4.1#", "schemas/XAdES01903v141-201601.xsd");

  static {
    NS.put("inv", "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2");
    NS.put("cac", "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2");
    NS.put("cbc", "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2");
    NS.put("ext", "urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2");
    NS.put("sig", "urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2");
    NS.put("sac", "urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2");
    NS.put("ds", "http://www.w3.org/2000/09/xmldsig#");
    NS.put("xades", "http://uri.etsi.org/01903/v1.3.2#");
  }

  // The parts the invoice hash leaves out, as ZATCA's Security Features standard lists them.
  static final String REMOVE_XSL =
      "<xsl:stylesheet version=\"1.0\" xmlns:xsl=\"http://www.w3.org/1999/XSL/Transform\""
          + " xmlns:cbc=\"" + "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" + "\">"
          + "<xsl:output method=\"xml\" omit-xml-declaration=\"yes\" encoding=\"UTF-8\" indent=\"no\"/>"
          + "<xsl:template match=\"node() | @*\"><xsl:copy><xsl:apply-templates select=\"node() | @*\"/></xsl:copy></xsl:template>"
          + "<xsl:template match=\"//*[local-name()='Invoice']//*[local-name()='UBLExtensions']\"/>"
          + "<xsl:template match=\"//*[local-name()='AdditionalDocumentReference'][cbc:ID[normalize-space(text()) = 'QR']]\"/>"
          + "<xsl:template match=\"//*[local-name()='Invoice']/*[local-name()='Signature']\"/>"
          + "</xsl:stylesheet>";

  public static void main(String[] args) throws Exception {
    Security.addProvider(new BouncyCastleProvider());
    org.apache.xml.security.Init.init();
    var loader = ZatcaVerifier.class.getClassLoader();
    var schemas = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
    var defaultResolver = schemas.getResourceResolver();
    schemas.setResourceResolver((type, namespace, publicId, systemId, baseUri) -> {
      if (systemId != null || !IMPORTED.containsKey(namespace)) {
        return defaultResolver == null ? null : defaultResolver.resolveResource(type, namespace, publicId, systemId, baseUri);
      }
      return new SchemaInput(loader.getResource(IMPORTED.get(namespace)).toString());
    });
    var schema = schemas.newSchema(loader.getResource(XSD));
    var processor = new Processor(false);
    List<XsltExecutable> rules = compileRules(processor, System.getenv("ZATCA_RULES_DIR"));
    for (String file : args) {
      byte[] bytes = Files.readAllBytes(Path.of(file));
      List<String> problems = new ArrayList<>();
      List<String> warnings = new ArrayList<>();
      Map<String, String> found = new HashMap<>();
      try {
        verify(bytes, schema, problems, found);
        checkRules(processor, rules, bytes, problems, warnings);
      } catch (Exception e) {
        problems.add("unreadable: " + e);
      }
      System.out.println(
          "{\"file\":" + json(file) + ",\"ok\":" + problems.isEmpty()
              + ",\"hash\":" + json(found.get("hash")) + ",\"icv\":" + json(found.get("icv"))
              + ",\"pih\":" + json(found.get("pih")) + ",\"rules\":" + rules.size()
              + ",\"problems\":" + json(problems) + ",\"warnings\":" + json(warnings) + "}");
    }
  }

  /** The Schematron files (*.xsl) of the folder, compiled; none when no folder is named. */
  static List<XsltExecutable> compileRules(Processor processor, String folder) throws Exception {
    if (folder == null || folder.isBlank()) return List.of();
    List<XsltExecutable> compiled = new ArrayList<>();
    try (Stream<Path> files = Files.list(Path.of(folder))) {
      for (Path file : files.filter((path) -> path.toString().endsWith(".xsl")).sorted().toList()) {
        compiled.add(processor.newXsltCompiler().compile(new StreamSource(file.toFile())));
      }
    }
    if (compiled.isEmpty()) throw new IllegalArgumentException("no .xsl rule files in " + folder);
    return compiled;
  }

  /** Each rule that fails, from the rules' report (SVRL): fatal and error ones are problems. */
  static void checkRules(
      Processor processor, List<XsltExecutable> rules, byte[] bytes, List<String> problems, List<String> warnings)
      throws Exception {
    var xpath = processor.newXPathCompiler();
    xpath.declareNamespace("svrl", "http://purl.oclc.org/dsdl/svrl");
    for (XsltExecutable rule : rules) {
      var report = new XdmDestination();
      rule.load30().transform(new StreamSource(new ByteArrayInputStream(bytes)), report);
      for (XdmItem failed : xpath.evaluate("//svrl:failed-assert", report.getXdmNode())) {
        var node = (XdmNode) failed;
        String finding = node.getAttributeValue(new QName("id")) + ": "
            + xpath.evaluateSingle("normalize-space(svrl:text)", node).getStringValue();
        String flag = node.getAttributeValue(new QName("flag"));
        (("warning".equals(flag)) ? warnings : problems).add(finding);
      }
    }
  }

  static void verify(
      byte[] bytes, javax.xml.validation.Schema schema, List<String> problems, Map<String, String> found)
      throws Exception {
    try {
      schema.newValidator().validate(new StreamSource(new ByteArrayInputStream(bytes)));
    } catch (org.xml.sax.SAXException e) {
      problems.add("UBL 2.1 schema: " + e.getMessage());
    }

    // Invoice hash: the three parts removed (XSLT), C14N 1.1 (Santuario), SHA-256, base64.
    var stripped = new ByteArrayOutputStream();
    // The JDK's own XSLT engine, not Saxon's (on the class path for the rules above).
    TransformerFactory.newDefaultInstance()
        .newTransformer(new StreamSource(new StringReader(REMOVE_XSL)))
        .transform(new StreamSource(new ByteArrayInputStream(bytes)), new StreamResult(stripped));
    var canonical = new ByteArrayOutputStream();
    Canonicalizer.getInstance(Canonicalizer.ALGO_ID_C14N11_OMIT_COMMENTS)
        .canonicalize(stripped.toByteArray(), canonical, false);
    byte[] hash = MessageDigest.getInstance("SHA-256").digest(canonical.toByteArray());
    String hashBase64 = Base64.getEncoder().encodeToString(hash);
    found.put("hash", hashBase64);

    var document = new SAXReader().read(new ByteArrayInputStream(bytes));
    found.put("icv", text(document, "/inv:Invoice/cac:AdditionalDocumentReference[cbc:ID='ICV']/cbc:UUID"));
    found.put("pih", text(document, "/inv:Invoice/cac:AdditionalDocumentReference[cbc:ID='PIH']/cac:Attachment/cbc:EmbeddedDocumentBinaryObject"));
    String signaturePath =
        "/inv:Invoice/ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent/sig:UBLDocumentSignatures/sac:SignatureInformation/ds:Signature";
    expect(problems, "signed-data digest",
        text(document, signaturePath + "/ds:SignedInfo/ds:Reference[@Id='invoiceSignedData']/ds:DigestValue"), hashBase64);

    // The signature: ECDSA with SHA-256 over the hash's bytes, by the certificate's key.
    String certificateText = text(document, signaturePath + "/ds:KeyInfo/ds:X509Data/ds:X509Certificate");
    byte[] certificateDer = Base64.getDecoder().decode(certificateText.replaceAll("\\s", ""));
    var certificate = (X509Certificate) CertificateFactory.getInstance("X.509", "BC")
        .generateCertificate(new ByteArrayInputStream(certificateDer));
    String signatureValue = text(document, signaturePath + "/ds:SignatureValue");
    var verifier = Signature.getInstance("SHA256withECDSA", "BC");
    verifier.initVerify(certificate.getPublicKey());
    verifier.update(hash);
    if (!verifier.verify(Base64.getDecoder().decode(signatureValue))) {
      problems.add("the signature does not verify with the certificate's key");
    }

    // XAdES: the SignedProperties digest (dom4j's serialisation, hex, base64) and its contents.
    String properties = signaturePath + "/ds:Object/xades:QualifyingProperties/xades:SignedProperties";
    var signedProperties = select(document, properties);
    String propertiesDigest = hexBase64(signedProperties == null ? "" : signedProperties.asXML());
    expect(problems, "SignedProperties digest",
        text(document, signaturePath + "/ds:SignedInfo/ds:Reference[@URI='#xadesSignedProperties']/ds:DigestValue"),
        propertiesDigest);
    String cert = properties + "/xades:SignedSignatureProperties/xades:SigningCertificate/xades:Cert";
    expect(problems, "certificate digest", text(document, cert + "/xades:CertDigest/ds:DigestValue"),
        hexBase64(certificateText));
    var sunCertificate = (X509Certificate) CertificateFactory.getInstance("X.509")
        .generateCertificate(new ByteArrayInputStream(certificateDer));
    @SuppressWarnings("deprecation")
    String issuer = sunCertificate.getIssuerDN().getName();
    expect(problems, "issuer name", text(document, cert + "/xades:IssuerSerial/ds:X509IssuerName"), issuer);
    expect(problems, "serial number", text(document, cert + "/xades:IssuerSerial/ds:X509SerialNumber"),
        certificate.getSerialNumber().toString());

    // The QR: nine tags, each what the document and its stamp say.
    String qr = text(document, "/inv:Invoice/cac:AdditionalDocumentReference[cbc:ID='QR']/cac:Attachment/cbc:EmbeddedDocumentBinaryObject");
    Map<Integer, byte[]> tags = tlv(Base64.getDecoder().decode(qr == null ? "" : qr));
    String party = "/inv:Invoice/cac:AccountingSupplierParty/cac:Party";
    expect(problems, "QR tag 1", utf8(tags.get(1)), text(document, party + "/cac:PartyLegalEntity/cbc:RegistrationName"));
    expect(problems, "QR tag 2", utf8(tags.get(2)), text(document, party + "/cac:PartyTaxScheme/cbc:CompanyID"));
    expect(problems, "QR tag 3", utf8(tags.get(3)),
        text(document, "/inv:Invoice/cbc:IssueDate") + "T" + text(document, "/inv:Invoice/cbc:IssueTime"));
    expect(problems, "QR tag 4", utf8(tags.get(4)), text(document, "/inv:Invoice/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount"));
    expect(problems, "QR tag 5", utf8(tags.get(5)), text(document, "/inv:Invoice/cac:TaxTotal[1]/cbc:TaxAmount"));
    expect(problems, "QR tag 6", utf8(tags.get(6)), hashBase64);
    expect(problems, "QR tag 7", utf8(tags.get(7)), signatureValue);
    expect(problems, "QR tag 8", hex(tags.get(8)), hex(certificate.getPublicKey().getEncoded()));
    expect(problems, "QR tag 9", hex(tags.get(9)), hex(certificate.getSignature()));
  }

  /** A schema found by URL, for the resolver above. */
  record SchemaInput(String getSystemId) implements org.w3c.dom.ls.LSInput {
    public java.io.Reader getCharacterStream() { return null; }
    public void setCharacterStream(java.io.Reader reader) {}
    public java.io.InputStream getByteStream() { return null; }
    public void setByteStream(java.io.InputStream stream) {}
    public String getStringData() { return null; }
    public void setStringData(String data) {}
    public void setSystemId(String systemId) {}
    public String getPublicId() { return null; }
    public void setPublicId(String publicId) {}
    public String getBaseURI() { return null; }
    public void setBaseURI(String baseUri) {}
    public String getEncoding() { return null; }
    public void setEncoding(String encoding) {}
    public boolean getCertifiedText() { return false; }
    public void setCertifiedText(boolean certified) {}
  }

  static org.dom4j.Node select(org.dom4j.Document document, String path) {
    XPath xpath = DocumentHelper.createXPath(path);
    xpath.setNamespaceURIs(NS);
    return xpath.selectSingleNode(document);
  }

  static String text(org.dom4j.Document document, String path) {
    var node = select(document, path);
    return node == null ? null : node.getText();
  }

  static void expect(List<String> problems, String what, String actual, String expected) {
    if (actual == null || !actual.equals(expected)) {
      problems.add(what + ": " + actual + " where " + expected + " was expected");
    }
  }

  static String hexBase64(String text) throws Exception {
    byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
    return Base64.getEncoder().encodeToString(HexFormat.of().formatHex(digest).getBytes(StandardCharsets.UTF_8));
  }

  static Map<Integer, byte[]> tlv(byte[] bytes) {
    Map<Integer, byte[]> tags = new HashMap<>();
    for (int at = 0; at + 1 < bytes.length; ) {
      int tag = bytes[at] & 0xff;
      int length = bytes[at + 1] & 0xff;
      byte[] value = new byte[Math.min(length, bytes.length - at - 2)];
      System.arraycopy(bytes, at + 2, value, 0, value.length);
      tags.put(tag, value);
      at += 2 + length;
    }
    return tags;
  }

  static String utf8(byte[] bytes) {
    return bytes == null ? null : new String(bytes, StandardCharsets.UTF_8);
  }

  static String hex(byte[] bytes) {
    return bytes == null ? null : HexFormat.of().formatHex(bytes);
  }

  static String json(String value) {
    if (value == null) return "null";
    var out = new StringBuilder("\"");
    for (char c : value.toCharArray()) {
      if (c == '"' || c == '\\') out.append('\\').append(c);
      else if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
      else out.append(c);
    }
    return out.append('"').toString();
  }

  static String json(List<String> values) {
    return "[" + String.join(",", values.stream().map(ZatcaVerifier::json).toList()) + "]";
  }
}
