-- A PPE request's delivery address is part of what its author types in the create form (asked
-- for a delivery to the site or by post, which private.validate_ppe_request requires it for):
-- editable with the rest while the request is `requested`, frozen with it afterwards by
-- private.lock_request_content, which names it in French.
update public.request_type
set content_fields = array_append(content_fields, 'delivery_address')
where entity = 'ppe_request' and not ('delivery_address' = any (content_fields));

insert into public.enum_label (enum_name, value, label, position) values
  ('request_field', 'delivery_address', 'l''adresse de livraison', 57)
on conflict do nothing;
